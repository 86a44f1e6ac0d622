// The back office: staff sign-in, the dealer tree and users, roles, site settings and the audit log.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerAuditRoutes } from './audit-routes.ts';
import { registerRolesRoutes } from './roles-routes.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerUserRecordRoutes } from './user-record-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

export async function registerBackoffice(app: AppInstance, deps: AppDeps): Promise<void> {
  registerStaffRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerUserRecordRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerRolesRoutes(app, deps);
  registerSettingsRoutes(app, deps);
}
