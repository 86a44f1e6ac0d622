// The casino: the seamless wallet's bet + win pairs (bare SQL, in-process, HTTP) and the in-house
// slots' spins over HTTP on PostgreSQL, the catalogue calls' latency, and the slot machines' RTP
// simulated over provably fair seeds beside the exact figure.
import { createBenchSchema } from '../lib/bench-schema.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchSlotRtp } from './rtp.ts';
import { benchWalletAndSlots } from './wallet-and-slots.ts';

export async function benchCasino(): Promise<void> {
  const target = await createBenchSchema('casino');
  try {
    await benchWalletAndSlots(target);
    await benchCatalogue(target.schema);
  } finally {
    await target.drop();
  }
  await benchSlotRtp();
}
