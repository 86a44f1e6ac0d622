// A host name a site is found by (the site_domains table), as an operator types it in the back office.

// One label of a host name in ASCII: letters, digits and inner hyphens, at most 63 characters.
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
// What makes the input an address rather than a host: scheme, port, path, query, user, brackets.
const NOT_A_HOST = /[\s/:?#@\\[\]%]/;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The host name as requests carry it (lowercase, international names in punycode), or null when the
 * input is no bare host name: `Bücher.Example` -> `xn--bcher-kva.example`; `https://x.com`,
 * `x.com:8080` and `x.com/a` -> null.
 */
export function siteDomainOf(input: string): string | null {
  const typed = input.trim().toLowerCase();
  if (typed === '' || NOT_A_HOST.test(typed)) return null;
  let host: string;
  try {
    host = new URL(`http://${typed}`).hostname;
  } catch {
    return null;
  }
  // A host already in ASCII is taken as typed, never rewritten (`0x7f.1` is not 127.0.0.1).
  if (ASCII.test(typed) && host !== typed) return null;
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label)) ? host : null;
}
