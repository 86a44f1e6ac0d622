// A document.cookie for tests in node: keeps name=value pairs, honours expires, remembers the last write.

export type CookieJar = { cookie: string; lastWrite: string };

export function cookieJar(initial: Record<string, string> = {}): CookieJar {
  const jar = new Map(Object.entries(initial));
  let lastWrite = '';
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      lastWrite = line;
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const expires = attributes.find((a) => a.startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) jar.delete(name);
      else jar.set(name, value);
    },
    get lastWrite() {
      return lastWrite;
    },
  };
}
