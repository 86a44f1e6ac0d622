// Who calls before signing in (login, registration, password reset): the site and the address the
// call came from. Commands take this, never the HTTP request.
import type { LanguageCode } from '@bet/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SiteContext } from '../http/request-context.ts';

export type Visitor = {
  site: SiteContext;
  ip: string;
  userAgent: string;
  lang: LanguageCode;
  /** Where links in mails sent for this call point (see siteLinkBase). */
  linkBase: string;
  log: FastifyBaseLogger;
};

/**
 * The base of links sent by e-mail: PUBLIC_URL, else the site's configured domain, and only as a last
 * resort the request's Host header (which a caller chooses: it must not decide where a victim's link leads).
 */
export function siteLinkBase(req: FastifyRequest, config: Config): string {
  const domain = req.site.settings.site_domain?.trim();
  const fromSite = domain ? (/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : undefined;
  const base = config.publicUrl ?? fromSite ?? `${req.protocol}://${req.host}`;
  return base.replace(/\/+$/, '');
}

export function visitorOf(req: FastifyRequest, config: Config): Visitor {
  return {
    site: req.site,
    ip: req.ip ?? '',
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 500),
    lang: req.lang,
    linkBase: siteLinkBase(req, config),
    log: req.log,
  };
}
