// The media calls: staff upload an image (base64 in the JSON body, like the logo), anyone fetches it
// at an allowed width. Addresses change with the content, so answers are cached for a year.
import {
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_MAX_CHARS,
  uploadImageAnswer,
  uploadImageRequest,
} from '@bet/domain/api/admin/banners';
import { IMAGE_WIDTHS } from '@bet/domain/api/banners';
import { LOGO_TYPES } from '@bet/domain/site-logo';
import { z } from 'zod';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { isImageWidth, type MediaService } from './media-service.ts';

const mediaParams = z.object({
  siteId: z.coerce.number().int().positive().max(2_147_483_647),
  file: z.string().max(100),
});
const mediaQuery = z.object({
  w: z.coerce
    .number()
    .refine(isImageWidth, { message: 'invalidInput' })
    .optional()
    .meta({ description: `One of ${IMAGE_WIDTHS.join(', ')}` }),
});
// The bytes as they are; unknown to the type checker, which would otherwise expect text.
const image = z.unknown().meta({ type: 'string', format: 'binary' });

export function registerMediaRoutes(app: AppInstance, deps: AppDeps, media: MediaService): void {
  app.get(
    '/api/media/:siteId/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'An uploaded image by the hash of its content, optionally resized to an allowed width',
        params: mediaParams,
        querystring: mediaQuery,
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: image }])),
          },
        },
      },
    },
    async (req, reply) => {
      const { siteId, file } = req.params;
      const width = req.query.w;
      const found = await media.read(
        siteId,
        file,
        width !== undefined && isImageWidth(width) ? width : undefined,
      );
      if (!found) throw notFound();
      return reply
        .type(found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );

  app.post(
    '/api/admin/uploadImage',
    {
      // The image travels as base64 in the JSON body, larger than other calls' bodies.
      bodyLimit: IMAGE_UPLOAD_MAX_CHARS + 4096,
      schema: {
        summary: 'Upload an image (PNG, JPEG or WebP) for banners and other content; answers its address',
        tags: ['admin'],
        body: uploadImageRequest,
        response: { 200: uploadImageAnswer },
      },
      config: { access: 'content.manage' as const },
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'content.manage', { type: 'site', siteId: actor.siteId });
      const bytes = Buffer.from(req.body.data, 'base64');
      const stored = await media.store(actor.siteId, bytes, req.body.contentType);
      if ('problem' in stored) throw badRequest(stored.problem, { max: IMAGE_MAX_BYTES / 1024 });
      await recordAudit(
        deps.database.db,
        actor,
        deps.now(),
        'content.imageUploaded',
        {
          type: 'site',
          id: actor.siteId,
        },
        { after: stored },
      );
      return { status: true as const, ...stored };
    },
  );
}
