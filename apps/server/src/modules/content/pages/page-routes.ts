// getPage (spec 002 call table): a static page in the player's language, else in the site's default
// language, else in Turkish. An unknown page answers pageNotFound; the site then sends the player home.
import { DEFAULT_LANGUAGE } from '@bet/domain';
import { getPageAnswer, getPageRequest } from '@bet/domain/api/page';
import type { AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/language.ts';
import type { PageCache } from './page-cache.ts';

export function registerPageCalls(app: AppInstance, cache: PageCache): void {
  app.post(
    '/api/getPage',
    {
      schema: {
        summary: 'A static page (terms, responsible gaming, help, bet dictionary, ...) as sanitized HTML',
        tags: ['content'],
        body: getPageRequest,
        response: { 200: getPageAnswer },
      },
    },
    async (req) => {
      const languages = new Set([requestLanguage(req), req.site.settings.default_language, DEFAULT_LANGUAGE]);
      for (const lang of languages) {
        const page = await cache.find(req.site.id, lang, req.body.pageid);
        if (page) return { status: true as const, results: page };
      }
      throw notFound('pageNotFound');
    },
  );
}
