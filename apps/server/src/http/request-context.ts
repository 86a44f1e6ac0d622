import type { LanguageCode, SiteSettings } from '@bet/domain';
import type { Actor } from '../authz/actor.ts';

/** The white-label site a request belongs to, picked by its host. */
export type SiteContext = {
  id: number;
  operatorId: number;
  /** The site that runs the shared feed (the default site): its staff look after shared match data. */
  platform: boolean;
  version: number;
  settings: SiteSettings;
};

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
    /** The signed-in caller, from the session cookie or Bearer token only. */
    actor: Actor | null;
    lang: LanguageCode;
  }
}
