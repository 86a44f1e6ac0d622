import { callApi } from '@bet/api-client/call-api';
import type { SettingsAnswer } from '@bet/domain/api/admin/site';
import type { UploadLogoRequest } from '@bet/domain/api/admin/site-logo';

/** Stores the logo file (checked again by the server); the answer is the settings with site_logo at it. */
export const uploadLogo = (logo: UploadLogoRequest) => callApi<SettingsAnswer>('admin/uploadLogo', logo);
