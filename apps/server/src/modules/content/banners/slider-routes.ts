// sliders (spec 002 call table): the banner groups shown at one place of the site, in the player's
// language. (The spec's client sends Kurdish as kr here, but kr is a site language of its own, so
// it is read as that.)
import { slidersAnswer, slidersRequest } from '@bet/domain/api/banners';
import type { AppInstance } from '../../../http/app-instance.ts';
import { requestLanguage } from '../../../http/language.ts';
import type { BannerCache } from './banner-cache.ts';

export function registerSliderCalls(app: AppInstance, cache: BannerCache): void {
  app.post(
    '/api/sliders',
    {
      schema: {
        summary: 'The banner groups (sliders and image links) shown at a place of the site',
        tags: ['content'],
        body: slidersRequest,
        response: { 200: slidersAnswer },
      },
    },
    (req) =>
      cache.sliders(
        req.site.id,
        requestLanguage(req),
        req.site.settings.default_language,
        req.body.displayState,
      ),
  );
}
