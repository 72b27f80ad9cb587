import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBaseOf } from './runtime-config.ts';
import { socketAddress } from './socket/index.ts';

describe('the runtime config', () => {
  it('points the app at the API its config.js names, over the build default', () => {
    expect(apiBaseOf({ apiBase: 'https://api.example.com/api/v1/' }, '/built/')).toBe(
      'https://api.example.com/api/v1/',
    );
    expect(apiBaseOf({}, 'https://built.example.com/api/v1/')).toBe('https://built.example.com/api/v1/');
    expect(apiBaseOf(undefined, undefined)).toBe('/api/v1/');
  });

  it('is loaded by index.html before the app, and is not a build-time constant', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html.indexOf('src="./config.js"')).toBeGreaterThan(0);
    expect(html.indexOf('src="./config.js"')).toBeLessThan(html.indexOf('src/main.tsx'));
  });
});

describe('the socket address', () => {
  it("follows the page's own host and port when the server gives a path (PUBLIC_URL unset)", () => {
    const api = new URL('/api/v1/', 'http://localhost:9090/#/app/pages/tabbar/index/index').href;
    expect(socketAddress('/ws', api)).toBe('ws://localhost:9090/ws');
    expect(socketAddress('/ws', 'https://demo.example.com:8443/api/v1/')).toBe(
      'wss://demo.example.com:8443/ws',
    );
  });

  it('goes to the API it was pointed at, not to the page, when the API is elsewhere', () => {
    expect(socketAddress('/ws', 'https://api.example.com/api/v1/')).toBe('wss://api.example.com/ws');
    expect(socketAddress('wss://live.example.com/ws', 'http://localhost:9090/api/v1/')).toBe(
      'wss://live.example.com/ws',
    );
  });
});
