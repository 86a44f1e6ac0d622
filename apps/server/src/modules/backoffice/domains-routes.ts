// The host names the caller's site is found by: listed, added and removed by its admins, resolved
// at once on this server (the site cache is dropped; other servers reread within SITE_CACHE_TTL_MS).
import { domainRequest, domainsAnswer } from '@bet/domain/api/admin/domains';
import { callBody } from '@bet/domain/api/fields';
import { actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { type AuditChange, recordAudit } from '../audit/index.ts';
import { addSiteDomain, announceSiteChange, listSiteDomains, removeSiteDomain } from '../site/index.ts';

const tags = ['admin', 'site'];

type DomainChange = {
  url: string;
  summary: string;
  action: string;
  write: (db: Executor, siteId: number, domain: string) => Promise<void>;
  audit: (domain: string) => AuditChange;
};

const DOMAIN_CHANGES: DomainChange[] = [
  {
    url: '/api/admin/addDomain',
    summary: 'Point a domain at the site',
    action: 'site.domainAdd',
    write: addSiteDomain,
    audit: (domain) => ({ after: { domain } }),
  },
  {
    url: '/api/admin/removeDomain',
    summary: 'Take a domain off the site (never its last)',
    action: 'site.domainRemove',
    write: removeSiteDomain,
    audit: (domain) => ({ before: { domain } }),
  },
];

export function registerDomainRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const config = { access: 'site.settings' as const };
  const answer = async (siteId: number) => ({
    status: true as const,
    domains: await listSiteDomains(db, siteId),
  });

  app.post(
    '/api/admin/domains',
    {
      schema: { summary: 'The site’s domains', tags, body: callBody({}), response: { 200: domainsAnswer } },
      config,
    },
    async (req) => answer(actorOf(req).siteId),
  );

  for (const { url, summary, action, write, audit } of DOMAIN_CHANGES) {
    app.post(
      url,
      { schema: { summary, tags, body: domainRequest, response: { 200: domainsAnswer } }, config },
      async (req) => {
        const actor = actorOf(req);
        authorize(actor, 'site.settings', { type: 'site', siteId: actor.siteId });
        const { domain } = req.body;
        const at = deps.now();
        await db.transaction(async (tx) => {
          await write(tx, actor.siteId, domain);
          await recordAudit(
            tx,
            actor,
            at,
            action,
            { type: 'site', id: actor.siteId, name: domain },
            audit(domain),
          );
        });
        announceSiteChange(app.realtime.bus);
        return answer(actor.siteId);
      },
    );
  }
}
