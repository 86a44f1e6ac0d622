// Flows that span modules, each in one place (ARCHITECTURE.md): their calls are registered here.
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { registerAccountFlows } from './account-routes.ts';
import { registerCouponPayout } from './coupon-payout-routes.ts';
import { registerCreditCorrection } from './credit-correction-routes.ts';
import { registerCreditTransfer } from './credit-transfer-routes.ts';
import { registerOfficeReport } from './office-report-routes.ts';
import { registerPlayerProtection } from './player-protection-routes.ts';

export async function registerFlows(app: AppInstance, deps: AppDeps): Promise<void> {
  await registerAccountFlows(app, deps);
  await registerCreditTransfer(app, deps);
  registerOfficeReport(app, deps);
  registerCreditCorrection(app, deps);
  registerCouponPayout(app, deps);
  registerPlayerProtection(app, deps);
}
