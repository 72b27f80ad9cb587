import { ErrorCode, type Language, type MessageKey } from '@app/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/errors.ts';
import { pickLanguage, type Translate, translator } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t: Translate;
  }
}

/** Fastify's own client errors, mapped to our codes and messages. */
const frameworkErrors: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'file_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_FILES_LIMIT: 'file_too_large',
  FST_PARTS_LIMIT: 'file_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_image',
};

/** Language per request, and one error handler: every answer is an envelope, never a stack trace. */
export const envelopePlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  const translators = Object.fromEntries(
    Object.entries(deps.catalogues).map(([lang, messages]) => [lang, translator(messages)]),
  ) as Record<Language, Translate>;

  app.decorateRequest('lang', deps.config.DEFAULT_LANGUAGE);
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (req) => {
    req.lang = pickLanguage(req.query, req.headers, deps.config.DEFAULT_LANGUAGE);
    req.t = translators[req.lang];
  });

  const fallback = translators[deps.config.DEFAULT_LANGUAGE];
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    // The route's compiled serializer only knows the success envelope; without the type, Fastify sends a
    // string serializer's output with no Content-Type and clients (Prism, fetch().json() checks) cannot parse it.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    req.t ??= fallback;
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, msg: req.t(error.key, error.params), data: null });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.rateLimited, msg: req.t('too_many_requests'), data: null });
    }
    const known = frameworkErrors[error.code];
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      req.log.info({ err: error }, 'client error');
      const key = known ?? (error.statusCode === 413 ? 'file_too_large' : 'invalid_field');
      return reply
        .status(error.statusCode === 415 ? 415 : 200)
        .send({ code: ErrorCode.invalidInput, msg: req.t(key, { name: 'body' }), data: null });
    }
    req.log.error({ err: error, url: req.url, method: req.method }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: ErrorCode.serverError, msg: req.t('unexpected_error'), data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    req.t ??= fallback;
    reply.status(404).send({ code: ErrorCode.notFound, msg: req.t('not_found'), data: null });
  });
});
