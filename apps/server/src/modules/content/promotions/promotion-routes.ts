// promotions and promotionDetail (spec 002 call table): the site's active promotions in the player's
// language (else the site's default, else Turkish), served from memory.
import {
  promotionDetailAnswer,
  promotionDetailRequest,
  promotionsAnswer,
  promotionsRequest,
} from '@bet/domain/api/promotions';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import { fallbackLanguages, type LanguageCache } from '../language-cache.ts';
import type { PromotionRow } from './promotions-schema.ts';

const bannerOf = (row: PromotionRow) => ({
  bonusId: row.id,
  bonusImage: row.imageUrl,
  bannerTitle: row.title,
});

export function registerPromotionCalls(app: AppInstance, cache: LanguageCache<PromotionRow>): void {
  const activeFor = (req: FastifyRequest) =>
    cache.active(req.site.id, fallbackLanguages(req.lang, req.site.settings.default_language));

  app.post(
    '/api/promotions',
    {
      schema: {
        summary: 'The site’s active promotions: banner image and title, in list order',
        tags: ['content'],
        body: promotionsRequest,
        response: { 200: promotionsAnswer },
      },
    },
    async (req) => ({ status: true as const, results: (await activeFor(req)).map(bannerOf) }),
  );

  app.post(
    '/api/promotionDetail',
    {
      schema: {
        summary: 'One active promotion: its title and sanitized HTML',
        tags: ['content'],
        body: promotionDetailRequest,
        response: { 200: promotionDetailAnswer },
      },
    },
    async (req) => {
      const row = (await activeFor(req)).find((p) => p.id === req.body.bonusId);
      if (!row) throw notFound('promotionNotFound');
      return { status: true as const, detail: { ...bannerOf(row), content: row.content } };
    },
  );
}
