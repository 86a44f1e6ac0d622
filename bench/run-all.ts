// `npm run bench`: every benchmark in turn; each prints its figures beside its own baseline.
import { benchHttp } from './http/index.ts';

const benches: Record<string, () => Promise<void>> = { http: benchHttp };
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
