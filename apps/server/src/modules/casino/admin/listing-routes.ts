// The site's games and providers in the back office: every company listed or not, its games a page at
// a time, a call that changes a listing and one that changes a logo (every site's, so the platform's staff only); each change is
// audited and announced so every instance reads the catalogue again.
import {
  casinoCatalogueAnswer,
  casinoListingGamesAnswer,
  setCasinoListingRequest,
  setCasinoLogoRequest,
} from '@bet/domain/api/admin/casino';
import { casinoCompanyGamesRequest } from '@bet/domain/api/admin/casino-providers';
import { callBody } from '@bet/domain/api/fields';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../../authz/actor.ts';
import { authorize, can } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { announceCatalogueChange } from '../catalogue/catalogue-cache.ts';
import { setCompanyListing, setGameListing } from '../catalogue/site-listing.ts';
import { catalogueHas, listingGamesPage, officeCatalogue, setCatalogueLogo } from './office-catalogue.ts';

const tags = ['admin', 'casino'];

export function registerListingRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const config = { access: 'casino.listing' as const };

  const answer = async (actor: Actor) => ({
    status: true as const,
    companies: await officeCatalogue(db, actor.siteId),
    logosEditable: can(actor, 'casino.logo', { type: 'platform' }),
  });

  const ownSite = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'casino.listing', { type: 'site', siteId: actor.siteId });
    return actor;
  };

  app.post(
    '/api/admin/casinoCatalogue',
    {
      schema: {
        summary: 'Every casino company and game with the site’s listing of it',
        tags,
        body: callBody({}),
        response: { 200: casinoCatalogueAnswer },
      },
      config,
    },
    async (req) => answer(ownSite(req)),
  );

  app.post(
    '/api/admin/casinoListingGames',
    {
      schema: {
        summary:
          'One company’s games a page at a time with the site’s listing of each, found by code or name',
        tags,
        body: casinoCompanyGamesRequest,
        response: { 200: casinoListingGamesAnswer },
      },
      config,
    },
    async (req) => {
      const actor = ownSite(req);
      return { status: true as const, ...(await listingGamesPage(db, actor.siteId, req.body)) };
    },
  );

  app.post(
    '/api/admin/setCasinoListing',
    {
      schema: {
        summary: 'Switch a company or game on or off, reorder it, or put a game under Home’s tabs',
        tags,
        body: setCasinoListingRequest,
        response: { 200: casinoCatalogueAnswer },
      },
      config,
    },
    async (req) => {
      const actor = ownSite(req);
      const { target, id, enabled, position, popular, isNew } = req.body;
      if (target === 'company' && (popular !== undefined || isNew !== undefined)) {
        throw badRequest('casinoTabsGamesOnly');
      }
      const listing = Object.fromEntries(
        Object.entries({ enabled, position, popular, isNew }).filter(([, value]) => value !== undefined),
      );
      await db.transaction(async (tx) => {
        if (!(await catalogueHas(tx, target, id))) throw notFound();
        if (target === 'company') await setCompanyListing(tx, actor.siteId, id, listing);
        else await setGameListing(tx, actor.siteId, id, listing);
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'casino.listing',
          { type: 'site', id: actor.siteId },
          { before: {}, after: { [target]: id, ...listing } },
        );
      });
      announceCatalogueChange(app.realtime.bus);
      return answer(actor);
    },
  );

  app.post(
    '/api/admin/setCasinoLogo',
    {
      schema: {
        summary: 'Change a company’s or game’s logo, on every site (platform staff)',
        tags,
        body: setCasinoLogoRequest,
        response: { 200: casinoCatalogueAnswer },
      },
      config: { access: 'casino.logo' },
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'casino.logo', { type: 'platform' });
      const { target, id, logo } = req.body;
      await db.transaction(async (tx) => {
        if (!(await setCatalogueLogo(tx, target, id, logo))) throw notFound();
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'casino.logo',
          { type: 'site', id: actor.siteId },
          { before: {}, after: { [target]: id, logo } },
        );
      });
      announceCatalogueChange(app.realtime.bus);
      return answer(actor);
    },
  );
}
