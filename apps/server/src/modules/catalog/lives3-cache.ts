// lives3's answers kept ready, per body and language, so a request does no per-match work. A clock
// or price tick on one match changes neither which rows a list selects nor their order, only that
// match's part: the selection (rows and data part) is kept until the catalogue's structure moves or
// the clock slides a match across the list's window; the joined answer until a match on it moves.
import type { Lives3Query } from '@bet/domain/api/sportsbook-requests';
import type { KeptAnswer } from './answer-encoding.ts';
import type { CatalogMatch } from './catalog-store.ts';
import {
  type CatalogView,
  type LiveContext,
  type Lives3Rows,
  lives3Answer,
  lives3Rows,
} from './live-calls.ts';
import type { CatalogNames } from './names.ts';

type Body = Lives3Query;

type Selection = {
  structure: number;
  names: CatalogNames;
  /** When it was made and until when it holds (epoch ms). */
  at: number;
  until: number;
  rows: Lives3Rows;
  data: string;
};
/** The joined answer, and the page's match versions it was joined from. */
type Answer = { revision: number; tvIds: ReadonlySet<number>; versions: number[]; kept: KeptAnswer };
type Entry = { selection: Selection; answer?: Answer };

const MAX_ENTRIES = 500;
/**
 * Answers kept in all: a whole live list of 1,000 football matches is about 7 MB, and bodies are the
 * client's to vary. Compressed copies (answer-encoding.ts) ride along uncounted: a few percent of this.
 */
const MAX_BYTES = 64 * 1024 * 1024;

export class Lives3Cache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly catalog: CatalogView) {}

  /** The answer for this body in this context. */
  answer(body: Body, ctx: LiveContext): KeptAnswer {
    const key = `${ctx.lang}|${JSON.stringify(body)}`;
    const { store } = this.catalog;
    const held = this.entries.get(key);
    const selection =
      held && this.holds(held.selection, ctx.now.getTime()) ? held.selection : this.select(body, ctx);
    const answer = held?.selection === selection ? held.answer : undefined;
    if (answer && answer.tvIds === ctx.tvIds && this.current(answer, selection.rows.page)) return answer.kept;
    const fresh = {
      revision: store.revision,
      tvIds: ctx.tvIds,
      versions: selection.rows.page.map((m) => m.version),
      kept: lives3Answer(selection.rows, selection.data, selection.names, ctx),
    };
    this.keep(key, { selection, answer: fresh });
    return fresh.kept;
  }

  /** Whether the answer still shows its page as it is: nothing moved, or only matches not on it. */
  private current(answer: Answer, page: readonly CatalogMatch[]): boolean {
    if (answer.revision === this.catalog.store.revision) return true;
    if (page.some((m, i) => m.version !== answer.versions[i])) return false;
    answer.revision = this.catalog.store.revision;
    return true;
  }

  private holds(selection: Selection, at: number): boolean {
    return (
      selection.structure === this.catalog.store.structure &&
      selection.names === this.catalog.names() &&
      at >= selection.at &&
      at < selection.until
    );
  }

  private select(body: Body, ctx: LiveContext): Selection {
    const structure = this.catalog.store.structure;
    const names = this.catalog.names();
    const rows = lives3Rows(this.catalog, body, ctx);
    const at = ctx.now.getTime();
    return { structure, names, at, until: rows.until, rows, data: JSON.stringify(rows.data) };
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.answer?.kept.size ?? 0;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    this.bytes -= this.entries.get(key)?.answer?.kept.size ?? 0;
    this.entries.delete(key);
  }
}
