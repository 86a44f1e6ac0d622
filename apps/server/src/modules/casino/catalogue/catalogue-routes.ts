// The player's casino calls (spec 002 §7): the catalogue lists, open to visitors, and opening a
// game, which answers a visitor with a translated refusal rather than a 401.
import {
  allCasinosAnswer,
  allCasinosNewAnswer,
  allCasinosNewRequest,
  allCasinosRequest,
  allSlotsNewAnswer,
  allSlotsNewRequest,
  bingoRequest,
  CASINO_SERVICE,
  casinoAnswer,
  casinoListAnswer,
  casinoListRequest,
  casinoRequest,
  casinosHomeAnswer,
  casinosHomeRequest,
  openCasinoAnswer,
  openCasinoRequest,
  servicesListAnswer,
  servicesListRequest,
} from '@bet/domain/api/casino';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import {
  casinoCompanies,
  categoriesUnder,
  gameServices,
  homeGames,
  slotProviders,
} from './catalogue-views.ts';
import { type OpenGameContext, openGame } from './open-game.ts';

const tags = ['casino'];

export async function registerCatalogueCalls(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const cache = createCatalogueCache(db, deps.now, app.realtime.bus);
  app.addHook('onClose', async () => cache.close());

  const schema = <B extends z.ZodType, A extends z.ZodType>(summary: string, body: B, answer: A) => ({
    schema: { summary, tags, body, response: { 200: answer } },
  });
  const catalogueOf = (req: FastifyRequest) => cache.of(req.site.id);

  app.post(
    '/api/casinosHome',
    schema('Games of the casino Home tabs', casinosHomeRequest, casinosHomeAnswer),
    async (req) => ({
      status: true as const,
      results: homeGames(await catalogueOf(req), req.body.serviceId),
    }),
  );
  app.post(
    '/api/casinoList',
    schema('Slot providers with their games', casinoListRequest, casinoListAnswer),
    async (req) => ({
      status: true as const,
      results: slotProviders(await catalogueOf(req), req.body.serviceId),
    }),
  );
  app.post(
    '/api/casino',
    schema('Live casino categories with their games', casinoRequest, casinoAnswer),
    async (req) => ({
      status: true as const,
      results: categoriesUnder(await catalogueOf(req), req.body.serviceId),
    }),
  );
  app.post(
    '/api/getAllCasinosNew',
    schema(
      'Live casino companies with their categories and games, searchable',
      allCasinosNewRequest,
      allCasinosNewAnswer,
    ),
    async (req) => ({
      status: true as const,
      results: casinoCompanies(await catalogueOf(req), req.body.masterServiceId, req.body.search),
    }),
  );
  app.post(
    '/api/getAllCasinos',
    schema(
      'Live casino companies with their categories and games (older shape)',
      allCasinosRequest,
      allCasinosAnswer,
    ),
    async (req) => ({
      status: true as const,
      items: casinoCompanies(await catalogueOf(req), req.body.masterServiceId, req.body.search),
    }),
  );
  app.post(
    '/api/getAllSlotsNew',
    schema('Slot providers with their games, searchable', allSlotsNewRequest, allSlotsNewAnswer),
    async (req) => ({
      status: true as const,
      results: slotProviders(await catalogueOf(req), req.body.masterServiceId, req.body.search),
    }),
  );
  app.post(
    '/api/servicesList',
    schema(
      'Games of a top service or provider (live casino, virtual, TV)',
      servicesListRequest,
      servicesListAnswer,
    ),
    async (req) => ({
      status: true as const,
      results: gameServices(await catalogueOf(req), req.body.serviceId),
    }),
  );

  const contextOf = (req: FastifyRequest): OpenGameContext => ({
    db,
    siteId: req.site.id,
    player: req.actor,
    lang: req.lang,
    now: deps.now(),
  });

  app.post(
    '/api/opencas',
    schema('Opens a casino game: its URL with a launch token', openCasinoRequest, openCasinoAnswer),
    async (req) =>
      openGame(contextOf(req), { serviceId: req.body.serviceId, masterServiceId: req.body.masterServiceId }),
  );

  app.post('/api/bingo', schema('Opens bingo', bingoRequest, openCasinoAnswer), async (req) =>
    openGame(contextOf(req), {
      serviceId: CASINO_SERVICE.bingo,
      masterServiceId: CASINO_SERVICE.bingoMaster,
      notFound: 'bingoUnavailable',
    }),
  );
}
