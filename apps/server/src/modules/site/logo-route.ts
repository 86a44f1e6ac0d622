// Serves uploaded logos at addresses that change with their content, so they are cached for a year.
import { LOGO_TYPES } from '@bet/domain/site-logo';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { notFound } from '../../http/errors.ts';
import type { SiteAssetRow } from './schema.ts';
import { findSiteLogo } from './site-assets.ts';

const logoParams = z.object({
  siteId: z.coerce.number().int().positive().max(2_147_483_647),
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});

// The bytes as they are; unknown to the type checker, which would otherwise expect text.
const image = z.unknown().meta({ type: 'string', format: 'binary' });

export function registerLogoRoute(app: AppInstance, db: Executor): void {
  // The last logo served per site: the bytes under a hash never change, so nothing here goes stale.
  const served = new Map<number, SiteAssetRow>();

  app.get(
    '/api/site/logo/:siteId/:hash',
    {
      schema: {
        tags: ['site'],
        summary: 'A site’s uploaded logo, by the hash of its content',
        params: logoParams,
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: image }])),
          },
        },
      },
    },
    async (req, reply) => {
      const { siteId, hash } = req.params;
      let logo = served.get(siteId);
      if (logo?.hash !== hash) {
        logo = (await findSiteLogo(db, siteId)) ?? undefined;
        if (logo) served.set(siteId, logo);
      }
      if (logo?.hash !== hash) throw notFound();
      return reply
        .type(logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.body);
    },
  );
}
