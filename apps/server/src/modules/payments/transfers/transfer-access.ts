// Who may ask for a deposit or withdrawal (spec 002 section 6): online users, on a site that neither
// requires signing in first nor has registration closed, whose transfers nobody blocked.
import type { SiteSettings } from '@bet/domain/site-settings';
import type { Executor } from '../../../db/client.ts';
import { forbidden } from '../../../http/errors.ts';
import type { UserRow } from '../../account/index.ts';
import { assertNotExcluded } from '../../protection/index.ts';
import { transfersBlockedFor } from './transfer-blocks.ts';

export async function assertMayTransfer(
  db: Executor,
  user: Pick<UserRow, 'id' | 'path' | 'onlineUser' | 'status'>,
  settings: Pick<SiteSettings, 'login_screen' | 'register_disabled'>,
  now: Date,
): Promise<void> {
  if (user.onlineUser !== 1 || settings.login_screen === 1 || settings.register_disabled === 1) {
    throw forbidden('transfersNotAllowed');
  }
  if (await transfersBlockedFor(db, user)) throw forbidden('transfersBlocked');
  await assertNotExcluded(db, user.id, now);
}
