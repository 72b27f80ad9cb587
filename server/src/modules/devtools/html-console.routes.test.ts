import { afterEach, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
afterEach(() => t.close());

describe('the developer console page', () => {
  it('is served at /__admin/ with its script and every module it imports where the developer tools are on', async () => {
    t = await makeApp({ ADMIN_TOKEN: 'a-long-admin-token' });
    const page = await t.app.inject({ method: 'GET', url: '/__admin/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script type="module" src="console.js"></script>');
    // The browser follows the script's imports: each must be there, as JavaScript.
    const seen = new Map<string, string>();
    for (const queue = ['console.js']; queue.length > 0; ) {
      const file = queue.shift() ?? '';
      if (seen.has(file)) continue;
      const script = await t.app.inject({ method: 'GET', url: `/__admin/${file}` });
      expect(script.statusCode, file).toBe(200);
      expect(script.headers['content-type'], file).toContain('javascript');
      seen.set(file, script.body);
      for (const [, imported] of script.body.matchAll(/from '\.\/([\w-]+\.js)'/g)) queue.push(imported ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
    expect([...seen.values()].join('\n')).toContain("'x-admin-token'");
  });

  it("gives the console's words in the language asked for, and English otherwise", async () => {
    t = await makeApp({ ADMIN_TOKEN: 'a-long-admin-token' });
    const words = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).json() as {
        lang: string;
        text: Record<string, string>;
      };
    expect(await words('/__admin/console-text.json?lang=de')).toMatchObject({
      lang: 'de',
      text: { scenarios: 'Szenarien', use: 'Verwenden' },
    });
    const japanese = await words('/__admin/console-text.json', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(japanese).toMatchObject({ lang: 'ja', text: { title: '開発者コンソール' } });
    expect(await words('/__admin/console-text.json')).toMatchObject({
      lang: 'en-US',
      text: { title: 'Developer console' },
    });
  });

  it('does not exist where the developer tools are off', async () => {
    t = await makeApp({ ADMIN_TOKEN: undefined, DEVTOOLS: undefined });
    expect((await t.app.inject({ method: 'GET', url: '/__admin/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/__admin/console.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/__admin/console-text.json' })).statusCode).toBe(404);
  });
});
