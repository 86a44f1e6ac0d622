// getPopups (spec 002 call table): the site's active pop-ups of the player site's types (2 and 0) in
// the player's language (else the site's default, else Turkish). Which show on Home only (type2 0)
// is the page's to judge.
import { getPopupsAnswer, getPopupsRequest, isPlayerPopup } from '@bet/domain/api/popups';
import type { AppInstance } from '../../../http/app-instance.ts';
import { fallbackLanguages, type LanguageCache } from '../language-cache.ts';
import type { PopupRow } from './popups-schema.ts';

export function registerPopupCalls(app: AppInstance, cache: LanguageCache<PopupRow>): void {
  app.post(
    '/api/getPopups',
    {
      schema: {
        summary: 'The site’s active pop-ups for the player site',
        tags: ['content'],
        body: getPopupsRequest,
        response: { 200: getPopupsAnswer },
      },
    },
    async (req) => {
      const rows = await cache.active(
        req.site.id,
        fallbackLanguages(req.lang, req.site.settings.default_language),
      );
      return {
        status: true as const,
        results: rows
          .filter(isPlayerPopup)
          .map(({ type, type2, title, content, autoClose }) => ({ type, type2, title, content, autoClose })),
      };
    },
  );
}
