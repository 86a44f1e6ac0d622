import { isMessageKey, type MessageKey, translate } from '@bet/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type MessageParams } from './errors.ts';
import { requestLanguage } from './language.ts';
import { isAppPath } from './static.ts';

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: MessageParams = {},
  extra = {},
) {
  // Players hold the site's currency unless it lets them choose; refusals speak of the site's.
  const msg = translate(key, requestLanguage(req), params, req.site?.settings.default_currency);
  return reply.status(status).send({ status: false, key, msg, ...extra });
}

// Framework refusals of a client's request, by Fastify error code.
const clientErrorKeys: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'invalidInput',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidInput',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidInput',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidInput',
};

/** Every error becomes { status: false, key, msg } in the request's language; only our own faults are 500s. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError)
      return send(req, reply, error.statusCode, error.key, error.params, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      if (issue?.keyword === 'unrecognized_keys') {
        const keys = (issue.params as { keys?: string[] }).keys ?? [];
        return send(req, reply, 400, 'unknownField', { field: keys.join(', ') });
      }
      // Rules from the domain carry the spec's catalogue key as their message.
      if (isMessageKey(issue?.message)) return send(req, reply, 400, issue.message, { field });
      return send(req, reply, 400, 'invalidInput', { field });
    }
    if (error.statusCode === 429) return send(req, reply, 429, 'rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(req, reply, error.statusCode, clientErrorKeys[error.code] ?? 'invalidInput', {
        field: 'body',
      });
    }
    req.log.error({ err: error }, 'request failed');
    return send(req, reply, 500, 'technicalError');
  });
  app.setNotFoundHandler((req, reply) => send(req, reply, 404, 'pageNotFound'));
}

/**
 * Fastify's refusals before routing, answered like ours. An address that is not valid
 * percent-encoding is an unknown path: a page goes Home, a call or a file gets the JSON 404.
 */
export function onFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return isAppPath(req.url) ? reply.redirect('/') : send(req, reply, 404, 'pageNotFound');
  }
  if (error.statusCode && error.statusCode < 500) return send(req, reply, error.statusCode, 'invalidInput');
  req.log.error({ err: error }, 'request refused before routing');
  return send(req, reply, 500, 'technicalError');
}
