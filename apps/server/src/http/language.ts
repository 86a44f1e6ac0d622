import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain';
import type { FastifyRequest } from 'fastify';

// The spec's client sends Kurdish (iq) as ku.
const aliases: Record<string, LanguageCode> = { ku: 'iq' };

function asLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.toLowerCase();
  if (isLanguageCode(code)) return code;
  return aliases[code];
}

/** The language to answer in: payload, query, cookie, Accept-Language, then the site's default. */
export function requestLanguage(req: FastifyRequest): LanguageCode {
  const body = req.body as Record<string, unknown> | undefined;
  const query = req.query as Record<string, unknown> | undefined;
  const header = req.headers['accept-language']?.slice(0, 2);
  return (
    asLanguage(typeof body === 'object' && body ? body.lang : undefined) ??
    asLanguage(query?.lang) ??
    asLanguage(req.cookies?.lang) ??
    asLanguage(header) ??
    asLanguage(req.site?.settings.default_language) ??
    DEFAULT_LANGUAGE
  );
}
