import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;

/** Fastify's logger is pino, which also answers whether a level is in force. */
type Pino = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; bindings(): Bindings };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that makes its pino child (the request id bound) only when something is
 * logged at a level in force: every line it writes is the child's, same fields, same request id;
 * a request that logs nothing (any request below `info`, e.g. at `warn`, `error` or `silent`)
 * costs one small object instead of a child per request.
 */
export class RequestLogger {
  #child: Pino | undefined;
  readonly #parent: Pino;
  readonly #bindings: Bindings;

  constructor(parent: Pino, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  /** The real child, made on first use. */
  get logger(): Pino {
    this.#child ??= this.#parent.child(this.#bindings) as Pino;
    return this.#child;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  #log(level: Level, args: LogArgs): void {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.logger;
    logger[level].apply(logger, args);
  }

  fatal(...args: LogArgs): void {
    this.#log('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#log('error', args);
  }
  warn(...args: LogArgs): void {
    this.#log('warn', args);
  }
  info(...args: LogArgs): void {
    this.#log('info', args);
  }
  debug(...args: LogArgs): void {
    this.#log('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.logger.child(...args);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger` for each request; a route with its own log level
 * or serializers gets its pino child at once, as Fastify would make it.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  opts,
) => {
  if (opts.level !== undefined || opts.serializers !== undefined) return logger.child(bindings, opts);
  return new RequestLogger(logger as Pino, bindings) as unknown as FastifyBaseLogger;
};
