// The host names a site is found by (spec 002 §6 "domain"), as its admins list, add and remove them.
import { z } from 'zod';
import { siteDomainOf } from '../../site-domain.ts';
import { callBody, text } from '../fields.ts';

/** A bare host name, normalised (lowercase, punycode); anything else is refused with domainInvalid. */
const siteDomain = text(300).transform((input, ctx) => {
  const domain = siteDomainOf(input);
  if (domain !== null) return domain;
  ctx.addIssue({ code: 'custom', message: 'domainInvalid' });
  return z.NEVER;
});

export const domainRequest = callBody({ domain: siteDomain });
export type DomainRequest = z.input<typeof domainRequest>;

/** The site's domains, by name. */
export const domainsAnswer = z.object({ status: z.literal(true), domains: z.array(z.string()) });
export type DomainsAnswer = z.infer<typeof domainsAnswer>;
