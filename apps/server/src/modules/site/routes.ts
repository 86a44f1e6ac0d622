import { hostname } from 'node:os';
import {
  countriesAnswer,
  currenciesAnswer,
  languagesAnswer,
  referenceListRequest,
  settingsQuery,
} from '@bet/domain/api/site';
import { offeredLanguages } from '@bet/domain/site-languages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import type { SiteContext } from '../../http/request-context.ts';
import { registerLogoRoute } from './logo-route.ts';
import { createReferenceLists } from './reference-lists.ts';
import { presentSettings } from './settings-response.ts';
import { followSiteChanges, trackCaches } from './site-caches.ts';
import { createSiteDirectory } from './site-directory.ts';

// The spec's client may POST the reference calls without a body.
const bodyOptional = async (req: FastifyRequest) => {
  req.body ??= {};
};

/** Picks each request's site by host, and answers the settings fetch and the reference lists. */
export async function registerSite(app: AppInstance, deps: AppDeps): Promise<void> {
  const directory = createSiteDirectory(deps.database.db, deps.now);
  const lists = createReferenceLists(deps.database.db, deps.now);
  const untrack = trackCaches(directory, lists);
  const unfollow = followSiteChanges(app.realtime.bus, directory);
  app.addHook('onClose', async () => {
    untrack();
    unfollow();
  });
  // Identifies the instance behind a load balancer; stable for the life of the host.
  const serverId = hostname();

  // Replaced for every request by the hook below, before any handler runs.
  app.decorateRequest('site', null as unknown as SiteContext);
  app.addHook('onRequest', async (req) => {
    req.site = await directory.byHost(req.host);
  });

  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['site'],
        summary: 'Public settings of the site by domain, else by host',
        querystring: settingsQuery,
      },
    },
    async (req) => {
      const site = req.query.domain ? await directory.byHost(req.query.domain) : req.site;
      return presentSettings(site, serverId);
    },
  );

  const listCall = <T extends z.ZodType>(
    url: string,
    summary: string,
    answer: z.ZodObject<{ status: z.ZodLiteral<true>; results: z.ZodArray<T> }>,
    load: (req: FastifyRequest) => Promise<z.infer<T>[]>,
  ) =>
    app.post(
      url,
      {
        preValidation: bodyOptional,
        schema: { tags: ['site'], summary, body: referenceListRequest, response: { 200: answer } },
      },
      async (req) => ({ status: true as const, results: await load(req) }),
    );
  // The shared list filtered by the request's site: both caches are dropped by a back-office edit.
  listCall('/api/getLanguages', 'Languages the site offers', languagesAnswer, async (req) => {
    const offered: ReadonlySet<string> = offeredLanguages(req.site.settings);
    return (await lists.languages()).filter((language) => offered.has(language.code));
  });
  listCall('/api/countries', 'Countries, by name', countriesAnswer, lists.countries);
  listCall('/api/currencies', 'Currencies offered', currenciesAnswer, lists.currencies);
  registerLogoRoute(app, deps.database.db);
}
