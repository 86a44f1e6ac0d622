// Registration spans accounts (the user), auth (the challenge, the password, the first session)
// and mail (the activation code): one flow, one transaction for the user and its code.
import type { LanguageCode, MessageKey, SiteSettings } from '@bet/domain';
import { defaultLimits, defaultPermissions } from '@bet/domain/user-defaults';
import type { Visitor } from '../authz/visitor.ts';
import type { AppDeps } from '../http/app-instance.ts';
import { AppError, badRequest, conflict, forbidden } from '../http/errors.ts';
import {
  type ActivationChannel,
  findActiveAffiliate,
  findRegistrationDealer,
  findTakenField,
  insertUser,
  type RegisterBody,
  sendActivationCode,
  type UniqueUserFields,
  type UserRow,
  uniqueFieldOfError,
  type ValidRegistration,
  validateRegistration,
} from '../modules/account/index.ts';
import { createSession, hashPassword, spendChallenge } from '../modules/auth/index.ts';

const takenKeys: Record<keyof UniqueUserFields, MessageKey> = {
  username: 'alreadyUsedUsername',
  email: 'emailAlreadyUseRegister',
  mobile: 'alreadyUsedMobile',
  idNumber: 'alreadyUsedIdNumber',
};

/** Activation 0 without a token: registered, but the automatic sign-in failed (spec: a warning notice). */
export type RegisterResult =
  | { activation: 0; userId: number; token?: string }
  | { activation: ActivationChannel; userId: number };

// Set by the operator as the username of the dealer new players go under (see the report on SiteSettings).
function registerDealerName(settings: SiteSettings): string | null {
  const value = (settings as Record<string, unknown>).register_dealer;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The affiliate who referred the player: a typed promotion code must exist; a stored id may be stale. */
async function findReferrer(visitor: Visitor, deps: AppDeps, body: RegisterBody): Promise<UserRow | null> {
  const db = deps.database.db;
  const siteId = visitor.site.id;
  const code = body.promotionCode?.trim();
  if (code) {
    const affiliate = await findActiveAffiliate(db, siteId, { link: code });
    if (!affiliate) throw badRequest('affiliateNotFound');
    return affiliate;
  }
  const stored = body.affiliateUser == null ? '' : String(body.affiliateUser).trim();
  if (!stored || stored === '0') return null;
  const by = /^\d{1,9}$/.test(stored) ? { userId: Number(stored) } : { link: stored };
  return findActiveAffiliate(db, siteId, by);
}

/** The new player's dealer: the referrer's dealer, else the site's registration dealer, else none. */
async function findParentId(
  visitor: Visitor,
  deps: AppDeps,
  referrer: UserRow | null,
): Promise<number | null> {
  if (referrer) {
    if (referrer.role === 'dealer' || referrer.role === 'sub_dealer') return referrer.id;
    if (referrer.parentId !== null) return referrer.parentId;
  }
  const dealer = await findRegistrationDealer(
    deps.database.db,
    visitor.site.id,
    registerDealerName(visitor.site.settings),
  );
  return dealer?.id ?? null;
}

function validate(visitor: Visitor, deps: AppDeps, body: RegisterBody): ValidRegistration {
  const settings = visitor.site.settings;
  const activation = settings.register_activation;
  return validateRegistration(
    // One currency for everyone unless the site lets players choose.
    settings.currencyMode === 1 ? body : { ...body, currency: settings.default_currency },
    {
      registerTcRequired: settings.registerTcRequired === 1,
      mobileRequired: settings.mobile_required === 1 || activation === 2,
      emailRequired: activation === 1,
      today: deps.now(),
    },
  );
}

/**
 * Registers a player on the visitor's site (spec 000 sections 2.5, 5, 7). Order: the site allows it,
 * the form is valid, the challenge is solved (and now used), nothing is taken; then one transaction writes the player
 * and, for activation 1 or 2, the code and its message. Activation 0 signs the player in.
 */
export async function registerPlayer(
  visitor: Visitor,
  deps: AppDeps,
  body: RegisterBody,
): Promise<RegisterResult> {
  const { site } = visitor;
  if (site.settings.register_disabled === 1) throw forbidden('registerDisabled');
  const form = validate(visitor, deps, body);
  const db = deps.database.db;
  // Spent before anything is looked up, so one solved challenge tries one registration.
  const refusal = await spendChallenge(deps, site.id, 'register', form.securityCode);
  if (refusal) throw badRequest(refusal);

  const unique = {
    username: form.userName,
    email: form.email || null,
    mobile: form.mobile,
    idNumber: form.idNumber || null,
  };
  const taken = await findTakenField(db, site.id, unique);
  if (taken) throw conflict(takenKeys[taken]);
  const referrer = await findReferrer(visitor, deps, body);
  const parentId = await findParentId(visitor, deps, referrer);
  const passwordHash = await hashPassword(form.password);
  const activation = site.settings.register_activation;
  const lang: LanguageCode = visitor.lang;
  const now = deps.now();

  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        siteId: site.id,
        operatorId: site.operatorId,
        role: 'player',
        parentId,
        referrerId: referrer?.id ?? null,
        ...unique,
        passwordHash,
        activation,
        firstName: form.firstName,
        lastName: form.lastName,
        birthDate: form.birthDate,
        sex: form.sex,
        city: form.city,
        address: form.address,
        postCode: form.postCode,
        countryId: form.countryId,
        currency: form.currency,
        lang,
        autoprint: site.settings.auto_print,
        permissions: defaultPermissions(),
        limits: defaultLimits(),
        lastLoginAt: activation === 0 ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (activation !== 0) {
        const target = { ...unique, userId: row.id, siteId: site.id, username: row.username, lang };
        await sendActivationCode(tx, visitor, deps, target, activation);
      }
      return row;
    });
  } catch (err) {
    // Another registration took the same value between our check and the insert.
    const field = uniqueFieldOfError(err);
    if (field) throw new AppError(409, takenKeys[field]);
    throw err;
  }

  if (activation !== 0) return { activation, userId: user.id };
  try {
    const token = await createSession(db, visitor, deps, user.id);
    return { activation: 0, userId: user.id, token };
  } catch (err) {
    visitor.log.error({ err, userId: user.id }, 'sign-in after registration failed');
    return { activation: 0, userId: user.id };
  }
}
