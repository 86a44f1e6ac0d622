// The betting module: coupons from placement to settlement, sale and cancellation (spec 001).
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { Catalog } from '../catalog/index.ts';
import { registerCoupons } from './coupons/coupon-routes.ts';
import { registerOfficeCoupons } from './office/office-routes.ts';
import { registerPlacement } from './placement/placement-routes.ts';
import { registerResultCorrection } from './settlement/result-correction-routes.ts';
import { startSettlement } from './settlement/settlement-runner.ts';

export async function registerBetting(
  app: AppInstance,
  deps: AppDeps,
  catalog: Catalog,
  bus: Bus,
): Promise<void> {
  await registerPlacement(app, deps, catalog);
  await registerCoupons(app, deps, catalog);
  registerOfficeCoupons(app, deps, catalog);
  await registerResultCorrection(app, deps);
  const settlement = startSettlement({ deps, catalog, bus, log: app.log });
  app.addHook('onClose', () => settlement.stop());
}
export { couponIdOfReference } from './coupon-ledger.ts';
export { presentMatchRows, type Viewing as CouponViewing } from './coupons/coupon-presenter.ts';
// The affiliate area lists its referred players' coupons and shows one's match rows.
export {
  type CouponRow,
  findCouponView,
  listCoupons,
  picksOf,
  presentContextFor,
  type TypeFilterCode,
} from './coupons/coupon-queries.ts';
export { liveCouponsAmong } from './live-coupons.ts';
export { type CouponPayment, lockCouponPayment, setCouponPaid } from './office/coupon-payment-state.ts';
export { openExposure } from './office/open-exposure.ts';
export { openStakesByBranch } from './office/open-stakes.ts';
