import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPrefix } from '@app/contracts';
import { consoleTexts } from '@app/contracts/console-text';
import type { FastifyInstance } from 'fastify';
import { packageRoot } from '../../package-root.ts';

const files = [
  ['', 'index.html', 'text/html; charset=utf-8'],
  ...['console.js', 'console-core.js', 'console-sandboxes.js', 'console-sections.js'].map(
    (file) => [file, file, 'text/javascript; charset=utf-8'] as const,
  ),
  ['console.css', 'console.css', 'text/css; charset=utf-8'],
] as const;

/** Each file read once per process: every sandbox is an app of its own and registers these routes again. */
const read = (() => {
  const bodies = new Map<string, Buffer>();
  return (file: string): Buffer => {
    let body = bodies.get(file);
    if (!body) {
      body = readFileSync(join(packageRoot, 'public/console', file));
      bodies.set(file, body);
    }
    return body;
  };
})();

/**
 * The developer console, `/__admin/`: a static page and a small script over the developer API, outside the
 * app's bundle (server/public/console, shipped beside the built server). The page holds no data and no secret; every call it makes needs the developer token (typed
 * once, kept for the tab). Registered only where the developer tools are on. Its words come from
 * `console-text.json`, in the request's language (`?lang=`, the `lang` header or Accept-Language).
 */
export function consoleRoutes(app: FastifyInstance): void {
  for (const [path, file, type] of files) {
    const body = read(file);
    app.get(`${adminPrefix}${path}`, (_req, reply) => {
      void reply.type(type).header('cache-control', 'no-cache').send(body);
    });
  }
  app.get(`${adminPrefix}console-text.json`, (req, reply) => {
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, lang')
      .send({ lang: req.lang, text: consoleTexts[req.lang] });
  });
}
