import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type LanguageCode, translate } from '@bet/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Visitor } from '../../authz/visitor.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { badRequest } from '../../http/errors.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { sendTemplatedMail } from '../../mail/templates/compose.ts';
import { activationCodes } from './schema.ts';
import { markActivated } from './users-repo.ts';

export const ACTIVATION_TTL_MS = 24 * 3_600_000;

/** 1: a code by e-mail; 2: a code by SMS. */
export type ActivationChannel = 1 | 2;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

// E-mailed codes travel in a link, so they can be long; SMS codes are typed, so digits only.
const newCode = (channel: ActivationChannel) =>
  channel === 1 ? randomBytes(16).toString('hex') : String(randomInt(10_000_000, 100_000_000));

async function storeCode(
  tx: Executor,
  userId: number,
  channel: ActivationChannel,
  now: Date,
): Promise<string> {
  // A code alone identifies its account, so a (rare) clash with a live code draws again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode(channel);
    const rows = await tx
      .insert(activationCodes)
      .values({
        codeHash: hashCode(code),
        userId,
        channel,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ userId: activationCodes.userId });
    if (rows.length > 0) return code;
  }
  throw new Error('could not draw a unique activation code');
}

export type ActivationTarget = {
  userId: number;
  siteId: number;
  username: string;
  email: string | null;
  mobile: string | null;
  lang: LanguageCode;
};

/** Issues the activation code of a new account and sends it, in the caller's transaction. */
export async function sendActivationCode(
  tx: Executor,
  visitor: Visitor,
  deps: AppDeps,
  target: ActivationTarget,
  channel: ActivationChannel,
): Promise<void> {
  const code = await storeCode(tx, target.userId, channel, deps.now());
  const { lang } = target;
  if (channel === 1 && target.email) {
    const link = `${visitor.linkBase}/${lang}/activate/${code}`;
    await sendTemplatedMail(deps.mailer, tx, target.email, {
      siteId: target.siteId,
      kind: 'activation',
      lang,
      defaultLang: visitor.site.settings.default_language,
      values: { code, link, username: target.username, site: visitor.site.settings.site_title },
    });
    return;
  }
  // No SMS gateway is wired: the text is kept in the outbox and the log for the operator.
  const body = translate('activationSmsText', lang, { code });
  await tx.insert(mailOutbox).values({
    siteId: target.siteId,
    recipient: target.mobile ?? '',
    subject: 'SMS',
    body,
    transport: 'outbox',
  });
  visitor.log.info({ to: target.mobile, text: body }, 'activation SMS kept in outbox (no SMS gateway)');
}

/** Activates the account the code belongs to; a code works once and only before it expires. */
export async function activateAccount(deps: AppDeps, code: string): Promise<number> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(activationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(activationCodes.codeHash, hashCode(code.trim())),
          isNull(activationCodes.usedAt),
          gt(activationCodes.expiresAt, now),
        ),
      )
      .returning({ userId: activationCodes.userId });
    if (!row || !(await markActivated(tx, row.userId, now))) throw badRequest('activationCodeWrong');
    return row.userId;
  });
}
