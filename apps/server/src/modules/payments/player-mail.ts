// Mails to a player about their money (a withdrawal paid, a bonus granted): written from the site's
// templates in the player's language and queued in the transaction of the decision that causes them,
// so a mail goes out exactly when the decision holds.
import type { MailKind } from '@bet/domain/api/admin/mail-templates';
import { formatMoney } from '@bet/domain/money';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplatedMail } from '../../mail/templates/compose.ts';
import type { MailValues } from '../../mail/templates/render.ts';
import type { UserRow } from '../account/index.ts';

/** What a decision needs to write to the player: the mailer and the site's name and default language. */
export type PlayerMail = { mailer: Mailer; siteTitle: string; defaultLang: string };

export const playerMailOf = (deps: Pick<AppDeps, 'mailer'>, req: FastifyRequest): PlayerMail => ({
  mailer: deps.mailer,
  siteTitle: req.site.settings.site_title,
  defaultLang: req.site.settings.default_language,
});

/** An amount as the player reads it in their language: 1.234,50 TL. */
export const playerAmount = (minor: number, currency: string, player: Pick<UserRow, 'lang'>): string =>
  formatMoney(minor, currency, player.lang);

/** Queues the mail when the player has an address; players without one are told on the site only. */
export async function mailPlayer(
  tx: Executor,
  via: PlayerMail,
  player: Pick<UserRow, 'email' | 'lang' | 'siteId' | 'username'>,
  kind: MailKind,
  values: MailValues,
): Promise<void> {
  if (!player.email) return;
  await sendTemplatedMail(via.mailer, tx, player.email, {
    siteId: player.siteId,
    kind,
    lang: player.lang,
    defaultLang: via.defaultLang,
    values: { ...values, username: player.username, site: via.siteTitle },
  });
}
