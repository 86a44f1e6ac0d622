// The server's module rules (ARCHITECTURE.md), checked on the source: each module owns the tables
// it declares, others reach it only through its index.ts, and no two modules need each other.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const MODULES_DIR = path.join(SRC, 'modules');

/**
 * Statements that read or write another module's tables, each exported by the module that owns
 * the statement as a named batch service: one round trip where the hot path cannot afford more.
 */
const CROSS_MODULE_STATEMENTS: Record<string, string[]> = {
  // auth_active_sessions: every signed-in request reads its session with the user's role and path.
  'modules/auth/sessions-repo.ts': ['users', 'roles'],
  // betting_open_placements: a placement batch locks the players' credit accounts, reads their limits
  // and claims the requests' idempotency keys in one statement.
  'modules/betting/placement/placing-user.ts': ['users', 'ledger_accounts', 'idempotency_keys'],
  // betting_insert_coupons: the batch's coupons, picks and stored answers of their keys in one statement.
  'modules/betting/placement/coupons-write.ts': ['idempotency_keys'],
  // account_user_list: the back office's user list shows and sorts by each user's credit.
  'modules/account/user-list.ts': ['ledger_accounts'],
  // betting_office_coupons, betting_open_stakes: the back office's coupons and open stakes of a subtree.
  'modules/betting/office/office-coupons.ts': ['users'],
  'modules/betting/office/open-stakes.ts': ['users'],
  // wallet_ledger_report: the back office's report sums a subtree's postings.
  'modules/wallet/ledger-report.ts': ['users'],
  // casino_house_plays: the back office's game rounds and casino figures of a subtree.
  'modules/casino/admin/casino-plays.ts': ['users'],
  // payments_office_transfers: the back office's transfer queue of a subtree, with its approvers' names.
  'modules/payments/transfers/office-queue.ts': ['users'],
  // payments_office_bonus_requests: the back office's bonus requests of a subtree.
  'modules/payments/bonuses/bonus-views.ts': ['users'],
  // The settlement sweep: decided matches (and corrected results) that still have picks to settle.
  'modules/betting/settlement/settlement-sweep.ts': ['match_results', 'matches'],
};

// Tests and their helpers may look into any table to check what the code did.
const isTestCode = (name: string) =>
  name.endsWith('.test.ts') || name.startsWith('test-') || name === 'test-support.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !isTestCode(entry.name) ? [full] : [];
  });
}

const modules = fs
  .readdirSync(MODULES_DIR)
  .filter((name) => fs.statSync(path.join(MODULES_DIR, name)).isDirectory());
const moduleOf = (file: string): string | null => {
  const rel = path.relative(MODULES_DIR, file);
  return rel.startsWith('..') ? null : (rel.split(path.sep)[0] ?? null);
};
const files = sourceFiles(SRC).filter((file) => !file.includes(`${path.sep}test${path.sep}`));
const text = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const rel = (file: string) => path.relative(SRC, file);

/** A module, or for the shared parts outside modules (mail, db, ...) their top folder. */
const ownerOf = (file: string): string =>
  moduleOf(file) ?? (path.relative(SRC, file).split(path.sep)[0] as string);

/** Table name → owning module, and table object name → owning module, from the Drizzle schemas. */
const tableOwner = new Map<string, string>();
const tableObjectOwner = new Map<string, string>();
for (const [file, body] of text) {
  const owner = ownerOf(file);
  for (const m of body.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    tableObjectOwner.set(m[1] as string, owner);
    tableOwner.set(m[2] as string, owner);
  }
}

/** The other modules a file imports, with the path it imports each by. */
function moduleImports(file: string): { module: string; specifier: string; names: string[] }[] {
  const found: { module: string; specifier: string; names: string[] }[] = [];
  for (const m of (text.get(file) ?? '').matchAll(
    /import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'([^']+)'/g,
  )) {
    const specifier = m[2] as string;
    if (!specifier.startsWith('.')) continue;
    const target = moduleOf(path.resolve(path.dirname(file), specifier));
    if (!target || target === moduleOf(file)) continue;
    const names = (m[1] ?? '').split(',').map(
      (n) =>
        n
          .replace(/\btype\b/, '')
          .split(' as ')[0]
          ?.trim() ?? '',
    );
    found.push({ module: target, specifier, names: names.filter(Boolean) });
  }
  return found;
}

describe('server module boundaries', () => {
  it('finds the modules and their tables', () => {
    expect(modules.length).toBeGreaterThan(5);
    expect(tableOwner.get('users')).toBe('account');
    expect(tableOwner.get('ledger_postings')).toBe('wallet');
  });

  it('lets a module reach another only through its index.ts', () => {
    const deep = files.flatMap((file) =>
      moduleImports(file)
        .filter(
          (i) =>
            path.resolve(path.dirname(file), i.specifier) !== path.join(MODULES_DIR, i.module, 'index.ts'),
        )
        .map((i) => `${rel(file)} imports ${i.specifier}`),
    );
    expect(deep).toEqual([]);
  });

  it('keeps tables with their module: no table object leaves it', () => {
    const leaked = files.flatMap((file) =>
      moduleImports(file).flatMap((i) =>
        i.names
          .filter((name) => tableObjectOwner.has(name))
          .map((name) => `${rel(file)} imports table ${name} of ${i.module}`),
      ),
    );
    expect(leaked).toEqual([]);
  });

  it('writes SQL on another module’s tables only in the named batch statements listed here', () => {
    const crossing: string[] = [];
    for (const [file, body] of text) {
      const own = ownerOf(file);
      const allowed = new Set(CROSS_MODULE_STATEMENTS[rel(file)] ?? []);
      for (const m of body.matchAll(/\b(?:from|join|into|update)\s+(\w+)\b/gi)) {
        const table = m[1] as string;
        const owner = tableOwner.get(table);
        if (owner && owner !== own && !allowed.has(table) && own !== null)
          crossing.push(`${rel(file)} uses ${table} of ${owner}`);
      }
    }
    expect([...new Set(crossing)]).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const edges = new Map(modules.map((m) => [m, new Set<string>()]));
    for (const file of files) {
      const from = moduleOf(file);
      if (from) for (const i of moduleImports(file)) edges.get(from)?.add(i.module);
    }
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (next === trail[0]) cycles.push([...trail, next].join(' → '));
        else if (!trail.includes(next) && next > (trail[0] as string)) visit(next, [...trail, next]);
      }
    };
    for (const m of modules) visit(m, [m]);
    expect(cycles).toEqual([]);
  });
});
