// The bonus calls: getBonus and requestBonus for players (spec 002 section 7), the back office's
// definitions and request queue, and the sweep that releases or expires accepted bonuses.

import { translate } from '@bet/domain';
import {
  bonusDefinitionsAnswer,
  bonusDefinitionsRequest,
  bonusRequestsAnswer,
  bonusRequestsRequest,
  decideBonusAnswer,
  decideBonusRequest,
  saveBonusDefinitionRequest,
} from '@bet/domain/api/admin/bonuses';
import {
  getBonusAnswer,
  getBonusRequest,
  requestBonusAnswer,
  requestBonusRequest,
} from '@bet/domain/api/bonus';
import { and, asc, eq } from 'drizzle-orm';
import { actorOf } from '../../../authz/actor.ts';
import { authorize, listScope } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { forbidden, notFound, unauthorized } from '../../../http/errors.ts';
import { every } from '../../../http/every.ts';
import { requestLanguage } from '../../../http/language.ts';
import { findUserById } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { playerMailOf } from '../player-mail.ts';
import { bonusDefinitions } from '../schema.ts';
import { assertMayTransfer } from '../transfers/transfer-access.ts';
import { askForBonus, decideBonus } from './bonus-requests.ts';
import { settleBonuses } from './bonus-settlement.ts';
import { officeBonusRequests, officeDefinition, playerBonuses } from './bonus-views.ts';

const SWEEP_MS = 60_000;

export function registerBonuses(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  every(app, SWEEP_MS, () => settleBonuses(db, deps.now()), 'bonus settlement');
  /** The site's definitions in their order, as both definition calls answer. */
  const definitionsAnswer = async (siteId: number) => {
    const rows = await db
      .select()
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.siteId, siteId))
      .orderBy(asc(bonusDefinitions.position), asc(bonusDefinitions.id));
    return { status: true as const, definitions: rows.map(officeDefinition) };
  };

  app.post(
    '/api/getBonus',
    {
      schema: {
        summary: 'The site’s bonuses with the player’s requests and wagering',
        tags: ['payments'],
        body: getBonusRequest,
        response: { 200: getBonusAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const user = await findUserById(db, actorOf(req).userId);
      if (!user) throw unauthorized();
      await settleBonuses(db, deps.now(), user.id);
      return { status: true as const, ...(await playerBonuses(db, user, requestLanguage(req))) };
    },
  );

  app.post(
    '/api/requestBonus',
    {
      schema: {
        summary: 'Ask for a bonus',
        tags: ['payments'],
        body: requestBonusRequest,
        response: { 200: requestBonusAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const user = await findUserById(db, actorOf(req).userId);
      if (!user) throw unauthorized();
      await assertMayTransfer(db, user, req.site.settings, deps.now());
      await askForBonus(db, user, req.body.bonusId, deps.now());
      return { status: true as const, message: translate('bonusRequestSuccess', requestLanguage(req)) };
    },
  );

  app.post(
    '/api/admin/bonusDefinitions',
    {
      schema: {
        summary: 'The site’s bonus definitions',
        tags: ['admin'],
        body: bonusDefinitionsRequest,
        response: { 200: bonusDefinitionsAnswer },
      },
      config: { access: 'payment.methods' },
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'payment.methods', { type: 'site', siteId: actor.siteId });
      return definitionsAnswer(actor.siteId);
    },
  );

  app.post(
    '/api/admin/saveBonusDefinition',
    {
      schema: {
        summary: 'Add or change a bonus definition',
        tags: ['admin'],
        body: saveBonusDefinitionRequest,
        response: { 200: bonusDefinitionsAnswer },
      },
      config: { access: 'payment.methods' },
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'payment.methods', { type: 'site', siteId: actor.siteId });
      const { id, reqId: _reqId, lang: _lang, ...fields } = req.body;
      const values = {
        titles: fields.titles,
        terms: fields.terms,
        image: fields.image,
        amount: fields.amount,
        percentBp: fields.percentBp,
        maxAmount: fields.maxAmount,
        wageringMultiplier: fields.wageringMultiplier,
        expiryDays: fields.expiryDays,
        position: fields.position,
        active: fields.active,
      };
      await db.transaction(async (tx) => {
        const [row] =
          id === undefined
            ? await tx
                .insert(bonusDefinitions)
                .values({ siteId: actor.siteId, ...values })
                .returning()
            : await tx
                .update(bonusDefinitions)
                .set(values)
                .where(and(eq(bonusDefinitions.id, id), eq(bonusDefinitions.siteId, actor.siteId)))
                .returning();
        if (!row) throw notFound('bonusNotFound');
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'bonus.definition',
          { type: 'site', id: actor.siteId },
          { after: { id: row.id, ...values } },
        );
      });
      return definitionsAnswer(actor.siteId);
    },
  );

  app.post(
    '/api/admin/bonusRequests',
    {
      schema: {
        summary: 'The players’ bonus requests of the caller’s subtree',
        tags: ['admin'],
        body: bonusRequestsRequest,
        response: { 200: bonusRequestsAnswer },
      },
      config: { access: 'bonus.view' },
    },
    async (req) => {
      await settleBonuses(db, deps.now());
      const { page, pageSize, sort, dir, status } = req.body;
      const list = await officeBonusRequests(
        db,
        { scope: listScope(actorOf(req)), page, pageSize, sort, dir: sort ? dir : 'desc', status },
        requestLanguage(req),
      );
      return { status: true as const, ...list };
    },
  );

  app.post(
    '/api/admin/decideBonus',
    {
      schema: {
        summary: 'Accept or deny a waiting bonus request',
        tags: ['admin'],
        body: decideBonusRequest,
        response: { 200: decideBonusAnswer },
      },
      config: { access: 'bonus.decide' },
    },
    async (req) => {
      const actor = actorOf(req);
      await decideBonus(db, actor, req.body, deps.now(), playerMailOf(deps, req));
      const { rows } = await officeBonusRequests(
        db,
        { scope: listScope(actor), page: 1, pageSize: 1, dir: 'desc', id: req.body.id },
        requestLanguage(req),
      );
      if (!rows[0]) throw forbidden();
      return { status: true as const, request: rows[0] };
    },
  );
}
