import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger.ts';

type Line = Record<string, unknown>;

/** A Fastify app logging to memory, with or without the lazy request logger. */
async function appLogging(level: string, factory?: FastifyServerOptions['childLoggerFactory']) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, ...(factory ? { childLoggerFactory: factory } : {}) });
  let children = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof child;
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/noisy', async (req) => {
    req.log.warn({ detail: 42 }, 'something to see');
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/chatty', { logLevel: 'info' }, async (req) => {
    req.log.info('heard');
    return {};
  });
  await app.ready();
  children = 0;
  return { app, lines, children: () => children };
}

/** The lines of some requests, without what changes from run to run. */
async function linesOf(level: string, factory?: FastifyServerOptions['childLoggerFactory']) {
  const { app, lines, children } = await appLogging(level, factory);
  for (const url of ['/quiet', '/noisy', '/broken']) await app.inject({ url });
  await app.close();
  const steady = lines.map(
    ({ time: _t, pid: _p, hostname: _h, responseTime: _r, err, ...rest }): Line => ({
      ...rest,
      ...(err ? { err: { message: (err as { message: string }).message } } : {}),
    }),
  );
  return { lines: steady, children: children() };
}

describe('the lazy request logger', () => {
  it('writes the very lines pino children write at info, each with its request id', async () => {
    const lazy = await linesOf('info', requestLoggerFactory);
    const eager = await linesOf('info');
    expect(lazy.lines).toEqual(eager.lines);
    const requestLines = lazy.lines.filter((l) => l.msg !== 'Server listening at');
    expect(requestLines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'something to see', 'boom']),
    );
    for (const line of requestLines) expect(line.reqId).toMatch(/^req-/);
  });

  it('writes a warning and an error with their request id at level warn, and nothing else', async () => {
    const lazy = await linesOf('warn', requestLoggerFactory);
    expect(lazy.lines).toEqual((await linesOf('warn')).lines);
    expect(lazy.lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['something to see', 'req-2'],
      ['boom', 'req-3'],
    ]);
    expect(lazy.lines[0]).toMatchObject({ detail: 42, level: 40 });
  });

  it('makes a child only for a request that logs', async () => {
    expect((await linesOf('warn', requestLoggerFactory)).children).toBe(2);
    expect((await linesOf('silent', requestLoggerFactory)).children).toBe(0);
    expect((await linesOf('warn')).children).toBe(3);
  });

  it('gives a route with its own level a child at that level', async () => {
    const { app, lines } = await appLogging('error', requestLoggerFactory);
    await app.inject({ url: '/chatty' });
    await app.close();
    expect(lines.map((l) => l.msg)).toContain('heard');
  });
});
