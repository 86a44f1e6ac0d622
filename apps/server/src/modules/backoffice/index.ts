// The back office: staff sign-in, the dealer tree and users, and the audit log of every write.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerAuditRoutes } from './audit-routes.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

export async function registerBackoffice(app: AppInstance, deps: AppDeps): Promise<void> {
  registerStaffRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAuditRoutes(app, deps);
}
