// The back office's lists on a site of 100,000 players (goal: p99 under 100 ms) and the dealer tree
// opening a node of 10,000 children (goal: under 200 ms), through HTTP as the admin, beside a bare
// SQL page of the same users table (the baseline). The lists with four operators at once, the tree
// as one operator opening nodes; BENCH_SECONDS each.
import { type StartedServer, startServer } from '../../apps/server/src/test/start-server.ts';
import { createBenchSchema, loadAverage } from '../lib/bench-schema.ts';
import { jsonPoster } from '../lib/json-post.ts';
import { type Attempt, combineRuns, printLoopTable, runLoops } from '../lib/loops.ts';
import { seedBigTree } from './seed-tree.ts';

const OPERATORS = 4;
const loops = { concurrency: OPERATORS, seconds: Number(process.env.BENCH_SECONDS ?? 4), warmupSeconds: 1 };

type Scenario = {
  name: string;
  path: string;
  body: (i: number) => Record<string, unknown>;
  operators?: number;
};

async function signInAdmin(server: StartedServer): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'admin1234' }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  const token = /sid=([^;]+)/.exec(cookie)?.[1];
  if (!res.ok || !token) throw new Error(`admin sign-in failed: ${res.status}`);
  return token;
}

export async function benchBackoffice(): Promise<void> {
  const target = await createBenchSchema('office');
  const server = await startServer({
    databaseUrl: target.url,
    schema: target.schema,
    poolSize: OPERATORS + 2,
  });
  try {
    const began = Date.now();
    const tree = await seedBigTree(server.database);
    console.log(
      `backoffice: ${tree.players} players written in ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
    const token = await signInAdmin(server);
    const poster = jsonPoster(server.port, OPERATORS);
    const headers = { authorization: `Bearer ${token}` };
    const scenarios: Scenario[] = [
      { name: 'users: first page', path: 'users', body: () => ({ pageSize: 50 }) },
      {
        name: 'users: by name, page 40',
        path: 'users',
        body: () => ({ sort: 'username', page: 40, pageSize: 50 }),
      },
      {
        name: 'users: by credit, desc',
        path: 'users',
        body: () => ({ sort: 'credit', dir: 'desc', pageSize: 50 }),
      },
      {
        name: 'users: search',
        path: 'users',
        body: (i) => ({ q: `player${(i % 9000) + 100}`, pageSize: 50 }),
      },
      {
        name: 'users: passive players',
        path: 'users',
        body: () => ({ role: 'player', status: 0, pageSize: 50 }),
      },
      {
        name: 'tree: 10,000 children',
        path: 'tree',
        body: () => ({ parentId: tree.bigDealerId }),
        operators: 1,
      },
      { name: 'tree: search', path: 'tree', body: (i) => ({ q: `d3player${(i % 900) + 10}` }), operators: 1 },
    ];
    const bare = async (): Promise<Attempt> => {
      await server.database.withConnection((c) =>
        c.query('select id, username, role, status from users where site_id = 1 order by id limit 50'),
      );
      return 'accepted';
    };
    const results = [combineRuns('bare SQL page (baseline)', [await runLoops(bare, loops)])];
    for (const scenario of scenarios) {
      let i = 0;
      const run = await runLoops(
        async () => {
          const answer = (await poster.post(`/api/admin/${scenario.path}`, scenario.body(i++), headers)) as {
            status?: boolean;
          };
          return answer.status === true ? 'accepted' : 'refused';
        },
        { ...loops, concurrency: scenario.operators ?? OPERATORS },
      );
      results.push(combineRuns(scenario.name, [run]));
    }
    poster.close();
    printLoopTable(
      `backoffice, ${tree.players} players; lists by ${OPERATORS} operators, tree by 1 (goals: lists p99 < 100 ms, tree < 200 ms; load ${loadAverage()})`,
      'calls',
      results,
    );
  } finally {
    await server.close();
    await target.drop();
  }
}
