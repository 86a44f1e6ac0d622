import { describe, expect, it } from 'vitest';
import { domainRequest } from './api/admin/domains.ts';
import { siteDomainOf } from './site-domain.ts';

describe('a site domain as an operator types it', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Bet.Example.COM ', 'bet.example.com'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['my-site.co.uk', 'my-site.co.uk'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['BÜCHER.Example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('takes %j as %j', (input, domain) => {
    expect(siteDomainOf(input)).toBe(domain);
  });

  it.each([
    '',
    'https://example.com',
    'example.com:8080',
    'example.com/path',
    'example.com?x=1',
    'user@example.com',
    '[::1]',
    'exa mple.com',
    'example.com.',
    '.example.com',
    'exa_mple.com',
    '-example.com',
    'example-.com',
    'example..com',
    '0x7f.1',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
  ])('refuses %j', (input) => {
    expect(siteDomainOf(input)).toBeNull();
  });

  it('refuses a bad domain in a call with its own message key', () => {
    const parsed = domainRequest.safeParse({ domain: 'http://example.com' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('domainInvalid');
    expect(domainRequest.parse({ domain: 'Example.com' }).domain).toBe('example.com');
  });
});
