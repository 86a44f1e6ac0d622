// `npm run bench`: every benchmark in turn; each prints its figures beside its own baseline.
import { benchBackoffice } from './backoffice/index.ts';
import { benchCasino } from './casino/index.ts';
import { benchFeedFanout } from './feed-fanout/index.ts';
import { benchFeedTakeover } from './feed-takeover/index.ts';
import { benchHttp } from './http/index.ts';
import { benchLighthouse } from './lighthouse/index.ts';
import { benchLives3 } from './lives3/index.ts';
import { benchPlaceCoupons } from './place-coupons/index.ts';
import { benchSettle } from './settle/index.ts';
import { benchSharpBettors } from './sharp-bettors/index.ts';
import { benchWebSize } from './web-size/index.ts';

const benches: Record<string, () => Promise<void>> = {
  http: benchHttp,
  'feed-fanout': benchFeedFanout,
  'feed-takeover': benchFeedTakeover,
  lives3: benchLives3,
  'web-size': benchWebSize,
  lighthouse: benchLighthouse,
  'place-coupons': benchPlaceCoupons,
  settle: benchSettle,
  'sharp-bettors': benchSharpBettors,
  backoffice: benchBackoffice,
  casino: benchCasino,
};
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
