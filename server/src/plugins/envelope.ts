import { ErrorCode, type Language, type MessageKey } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Fastify's own client errors, mapped to our messages (a Map: error codes are not ours to trust). */
const frameworkErrors = new Map<string, MessageKey>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'body_too_large'],
  ['FST_REQ_FILE_TOO_LARGE', 'file_too_large'],
  ['FST_FILES_LIMIT', 'file_too_large'],
  ['FST_PARTS_LIMIT', 'invalid_body'],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'invalid_body'],
]);

const json = 'application/json; charset=utf-8';

type LanguageDeps = Pick<Deps, 'catalogues' | 'config'>;

/**
 * Each request's language (`req.lang`, `req.t`) and cache policy, from its query and headers.
 * `app.ts` calls it in the app's one `onRequest` hook (each hook is a step of Fastify's runner).
 */
export function requestLanguage(deps: LanguageDeps): (req: FastifyRequest, reply: FastifyReply) => void {
  const translators = new Map<Language, Translate>(
    Object.entries(deps.catalogues).map(([lang, messages]) => [lang as Language, translator(messages)]),
  );
  const fallback = translators.get(deps.config.DEFAULT_LANGUAGE) as Translate;
  return (req, reply) => {
    req.lang = pickLanguage(req.query, req.headers, deps.config.DEFAULT_LANGUAGE);
    req.t = translators.get(req.lang) ?? fallback;
    // An answer to someone signed in is never kept by a cache (a route or the static files may
    // set their own). Set here rather than in an onSend hook: one hook less on every answer.
    if (req.headers.authorization) reply.header('cache-control', 'no-store');
  };
}

/**
 * The request's language decorations and one error handler: every answer is an envelope, never a
 * stack trace.
 */
export const envelopePlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  // For an error met before the language hook ran (a malformed request): the default language's.
  const fallback = translator(deps.catalogues[deps.config.DEFAULT_LANGUAGE]);

  app.decorateRequest('lang', deps.config.DEFAULT_LANGUAGE);
  app.decorateRequest('t', null as unknown as Translate);
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    reply.serializer(JSON.stringify).type(json);
    req.t ??= fallback;
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, msg: req.t(error.key, error.params), data: error.data });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.rateLimited, msg: req.t('too_many_requests'), data: null });
    }
    const known = frameworkErrors.get(error.code);
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      req.log.info({ err: error }, 'client error');
      const key = known ?? (error.statusCode === 413 ? 'body_too_large' : 'invalid_body');
      return reply
        .status(error.statusCode === 415 ? 415 : 200)
        .send({ code: ErrorCode.invalidInput, msg: req.t(key), data: null });
    }
    req.log.error({ err: error, url: req.url, method: req.method }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: ErrorCode.serverError, msg: req.t('unexpected_error'), data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    req.t ??= fallback;
    reply
      .status(404)
      .type(json)
      .send({ code: ErrorCode.notFound, msg: req.t('not_found'), data: null });
  });
});
