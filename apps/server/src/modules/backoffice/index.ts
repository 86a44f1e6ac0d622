// The back office: staff sign-in, the dealer tree and users, roles, site settings and the audit log.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerAuditRoutes } from './audit-routes.ts';
import { registerDomainRoutes } from './domains-routes.ts';
import { registerRolesRoutes } from './roles-routes.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerTreeRoutes } from './tree-routes.ts';
import { registerUserRecordRoutes } from './user-record-routes.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerUserTransactionsRoutes } from './user-transactions-routes.ts';

export async function registerBackoffice(app: AppInstance, deps: AppDeps): Promise<void> {
  registerStaffRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerTreeRoutes(app, deps);
  registerUserRecordRoutes(app, deps);
  registerUserTransactionsRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerRolesRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerDomainRoutes(app, deps);
}
