// createCoupon's payload as the server reads it: the shared contract, with the placement's
// idempotency key made here when the client sent none (request-keys.ts).

import { clientRequestId } from '@bet/domain/api/fields';
import { createCouponRequest } from '@bet/domain/api/placement';
import type { z } from 'zod';
import { placementKey } from '../request-keys.ts';

export const createCouponBody = createCouponRequest.extend({
  reqId: clientRequestId.transform(placementKey),
});

export type CreateCouponInput = z.infer<typeof createCouponBody>;
