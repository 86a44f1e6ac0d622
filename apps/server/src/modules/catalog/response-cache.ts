// Answers of the list calls, kept while the catalogue has not moved: many players ask for the
// same live list between two feed ticks, and building a thousand matches is the costly part.
import { type KeptAnswer, keptJson } from './answer-encoding.ts';
import type { CatalogStore } from './catalog-store.ts';

/** Even an unmoved catalogue ages (windows slide with the clock): answers live at most this long. */
const MAX_AGE_MS = 2_000;
const MAX_ENTRIES = 500;

type Entry = { revision: number; at: number; answer: KeptAnswer };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: CatalogStore,
    private readonly now: () => Date,
  ) {}

  /** The answer for this call and payload, built by `build` only when none is fresh. */
  get(call: string, lang: string, body: unknown, build: () => unknown): KeptAnswer {
    const key = `${call}|${lang}|${JSON.stringify(body)}`;
    const at = this.now().getTime();
    const held = this.entries.get(key);
    if (held && held.revision === this.store.revision && at - held.at < MAX_AGE_MS && at >= held.at) {
      return held.answer;
    }
    const answer = keptJson(Buffer.from(JSON.stringify(build())));
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { revision: this.store.revision, at, answer });
    return answer;
  }
}
