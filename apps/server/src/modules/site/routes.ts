import { hostname } from 'node:os';
import { callBody, text } from '@bet/domain/api/fields';
import { countryEntry, currencyEntry, languageEntry } from '@bet/domain/api/site';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import type { SiteContext } from '../../http/request-context.ts';
import { createReferenceLists } from './reference-lists.ts';
import { presentSettings } from './settings-response.ts';
import { trackCaches } from './site-caches.ts';
import { createSiteDirectory } from './site-directory.ts';

// A host name as browsers give it (IDNs in punycode), optionally with scheme and port.
const domain = text(300).regex(/^[A-Za-z0-9._\-:[\]/]*$/);
const settingsQuery = callBody({ domain: domain.optional() });
// The reference calls take no fields of their own; the spec's client may POST them without a body.
const referenceCall = callBody({});
const bodyOptional = async (req: FastifyRequest) => {
  req.body ??= {};
};

const listOf = <T extends z.ZodType>(entry: T) => ({
  200: z.object({ status: z.literal(true), results: z.array(entry) }),
});

/** Picks each request's site by host, and answers the settings fetch and the reference lists. */
export async function registerSite(app: AppInstance, deps: AppDeps): Promise<void> {
  const directory = createSiteDirectory(deps.database.db, deps.now);
  const lists = createReferenceLists(deps.database.db, deps.now);
  const untrack = trackCaches(directory, lists);
  app.addHook('onClose', async () => untrack());
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
    entry: T,
    load: () => Promise<z.infer<T>[]>,
  ) =>
    app.post(
      url,
      {
        preValidation: bodyOptional,
        schema: { tags: ['site'], summary, body: referenceCall, response: listOf(entry) },
      },
      async () => ({ status: true as const, results: await load() }),
    );
  listCall('/api/getLanguages', 'Languages offered', languageEntry, lists.languages);
  listCall('/api/countries', 'Countries, by name', countryEntry, lists.countries);
  listCall('/api/currencies', 'Currencies offered', currencyEntry, lists.currencies);
}
