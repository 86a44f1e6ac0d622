import type { LanguageCode, SiteSettings } from '@bet/domain';

/** The white-label site a request belongs to, picked by its host. */
export type SiteContext = {
  id: number;
  operatorId: number;
  version: number;
  settings: SiteSettings;
};

/** The signed-in caller, from the session cookie or Bearer token only. */
export type SessionContext = {
  sessionId: string;
  userId: number;
  role: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
    session: SessionContext | null;
    lang: LanguageCode;
  }
}
