import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

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
