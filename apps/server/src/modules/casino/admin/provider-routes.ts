// The back office's calls that plug an outside game provider into the seamless wallet. Providers,
// companies and games are every site's, so only the platform's staff with casino.manage reach them;
// each change is audited, and a changed provider or secret is announced so every instance's wallet
// reads it again before the next call.
import {
  addCasinoCompanyRequest,
  addCasinoGamesAnswer,
  addCasinoGamesRequest,
  addCasinoProviderRequest,
  casinoCompanyGamesAnswer,
  casinoCompanyGamesRequest,
  casinoProvidersAnswer,
  providerSecretAnswer,
  rotateProviderSecretRequest,
  suspendCasinoProviderRequest,
  updateCasinoProviderRequest,
} from '@bet/domain/api/admin/casino-providers';
import { callBody } from '@bet/domain/api/fields';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Actor, actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import { siteLinkBase } from '../../../authz/visitor.ts';
import type { Executor } from '../../../db/client.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { registerPostCall } from '../../../http/post-call.ts';
import { recordAudit } from '../../audit/index.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { announceCatalogueChange } from '../catalogue/catalogue-cache.ts';
import { announceProviderChange } from '../provider-cache.ts';
import { companyGamesPage } from './company-games.ts';
import {
  addCompany,
  addGames,
  createProvider,
  listProviders,
  rotateProviderSecret,
  setProviderSuspended,
  updateProvider,
} from './provider-registry.ts';

const tags = ['admin', 'casino'];
const access = 'casino.providers' as const;

export function registerProviderRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const key = secretsKeyOf(deps.config);

  const authorized = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'casino.providers', { type: 'platform' });
    return actor;
  };
  const list = async (req: FastifyRequest) => ({
    status: true as const,
    providers: await listProviders(db),
    walletUrl: `${siteLinkBase(req, deps.config)}/api/casino/wallet`,
  });
  /**
   * Runs a change and its audit entry in one transaction; a change that answers `after: null` changed
   * nothing, and the log keeps changes only.
   */
  const audited = <T>(
    actor: Actor,
    action: string,
    change: (tx: Executor) => Promise<{ result: T; name: string; after: Record<string, unknown> | null }>,
  ) =>
    db.transaction(async (tx) => {
      const { result, name, after } = await change(tx);
      if (after) {
        await recordAudit(tx, actor, deps.now(), action, { type: 'site', id: actor.siteId, name }, { after });
      }
      return result;
    });
  const withSecret = async (
    req: FastifyRequest,
    secret: { providerId: number; code: string; value: string },
  ): Promise<z.input<typeof providerSecretAnswer>> => ({ ...(await list(req)), secret });

  registerPostCall(
    app,
    {
      url: '/api/admin/casinoProviders',
      summary: 'The wallet’s game providers with their companies and game counts (platform staff)',
      tags,
      body: callBody({}),
      answer: casinoProvidersAnswer,
      access,
    },
    async (req) => {
      authorized(req);
      return list(req);
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/casinoCompanyGames',
      summary:
        'One company’s games a page at a time, found by a part of their code or title (platform staff)',
      tags,
      body: casinoCompanyGamesRequest,
      answer: casinoCompanyGamesAnswer,
      access,
    },
    async (req, { companyId, search, page }) => {
      authorized(req);
      return { status: true as const, ...(await companyGamesPage(db, companyId, search, page)) };
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/addCasinoProvider',
      summary: 'Register an outside game provider; its signing secret is answered this once',
      tags,
      body: addCasinoProviderRequest,
      answer: providerSecretAnswer,
      access,
    },
    async (req, body) => {
      const actor = authorized(req);
      const fields = { code: body.code, name: body.name, launchUrl: body.launchUrl };
      const { id, secret } = await audited(actor, 'casino.providerAdd', async (tx) => ({
        result: await createProvider(tx, key, actor.siteId, fields, deps.now()),
        name: body.code,
        // Never the secret: the audit log keeps what was done, not what opens the wallet.
        after: fields,
      }));
      return withSecret(req, { providerId: id, code: body.code, value: secret });
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/updateCasinoProvider',
      summary: 'Change an outside provider’s name or launch address',
      tags,
      body: updateCasinoProviderRequest,
      answer: casinoProvidersAnswer,
      access,
    },
    async (req, body) => {
      const actor = authorized(req);
      const code = await audited(actor, 'casino.providerUpdate', async (tx) => {
        const before = await updateProvider(tx, body.id, { name: body.name, launchUrl: body.launchUrl });
        return {
          result: before.code,
          name: before.code,
          after: { name: body.name, launchUrl: body.launchUrl },
        };
      });
      announceProviderChange(app.realtime.bus, code);
      return list(req);
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/rotateCasinoProviderSecret',
      summary: 'Give an outside provider a new signing secret, answered this once; the old one stops working',
      tags,
      body: rotateProviderSecretRequest,
      answer: providerSecretAnswer,
      access,
    },
    async (req, body) => {
      const actor = authorized(req);
      const { code, secret } = await audited(actor, 'casino.providerSecret', async (tx) => {
        const rotated = await rotateProviderSecret(tx, key, body.id, deps.now());
        return { result: rotated, name: rotated.code, after: { secretSetAt: deps.now().toISOString() } };
      });
      announceProviderChange(app.realtime.bus, code);
      return withSecret(req, { providerId: body.id, code, value: secret });
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/suspendCasinoProvider',
      summary:
        'Suspend an outside provider on every site (no launches, no new bets; open rounds still end) or lift it',
      tags,
      body: suspendCasinoProviderRequest,
      answer: casinoProvidersAnswer,
      access,
    },
    async (req, { id, suspended }) => {
      const actor = authorized(req);
      const action = suspended ? 'casino.providerSuspend' : 'casino.providerResume';
      const { code, changed } = await audited(actor, action, async (tx) => {
        const outcome = await setProviderSuspended(tx, id, suspended, deps.now());
        // Asking again for what already holds is no change.
        return { result: outcome, name: outcome.code, after: outcome.changed ? { suspended } : null };
      });
      if (changed) {
        announceProviderChange(app.realtime.bus, code);
        announceCatalogueChange(app.realtime.bus);
      }
      return list(req);
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/addCasinoCompany',
      summary: 'Add a company (a studio of an outside provider) to the catalogue',
      tags,
      body: addCasinoCompanyRequest,
      answer: casinoProvidersAnswer,
      access,
    },
    async (req, { providerId, name, topServiceId, limitText }) => {
      const actor = authorized(req);
      const fields = { providerId, name, topServiceId, limitText };
      await audited(actor, 'casino.companyAdd', async (tx) => {
        const id = await addCompany(tx, fields, deps.now());
        return { result: id, name, after: { company: id, ...fields } };
      });
      announceCatalogueChange(app.realtime.bus);
      return list(req);
    },
  );

  registerPostCall(
    app,
    {
      url: '/api/admin/addCasinoGames',
      summary:
        'Add an outside provider’s games to the catalogue (one, or a list imported), unlisted on every site',
      tags,
      body: addCasinoGamesRequest,
      answer: addCasinoGamesAnswer,
      access,
    },
    async (req, body) => {
      const actor = authorized(req);
      const games = body.games.map(({ gameCode, title, overlay }) => ({ gameCode, title, overlay }));
      const result = await audited(actor, 'casino.gameAdd', async (tx) => {
        const outcome = await addGames(tx, body.companyId, games, deps.now());
        // The audit keeps what changed: the games added, not the whole list sent.
        const added = new Set(outcome.added);
        const after = { company: body.companyId, games: games.filter((g) => added.has(g.gameCode)) };
        return { result: outcome, name: String(body.companyId), after };
      });
      if (result.added.length > 0) announceCatalogueChange(app.realtime.bus);
      return { ...(await list(req)), ...result, added: result.added.length };
    },
  );
}
