import { describe, expect, it } from 'vitest';
import { httpOrigin, originsOf, webviewAllows } from './webview.ts';

const self = 'https://app.example.com';

describe('the webview allow-list', () => {
  it('reads the origin of http(s) URLs only', () => {
    expect(httpOrigin('https://line.me/R/ti/p/@coinly')).toBe('https://line.me');
    expect(httpOrigin(' HTTP://Example.com:8080/a?b ')).toBe('http://example.com:8080');
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin('#/app/pages/user/share')).toBeNull();
  });

  it('derives distinct origins from links, skipping what is not http(s)', () => {
    expect(
      originsOf(['https://t.me/a', null, 'https://t.me/b', '/static/x.html', 'https://wa.me/1']),
    ).toEqual(['https://t.me', 'https://wa.me']);
  });

  it('frames the app’s own pages and the allowed origins, nothing else', () => {
    const allowed = ['https://line.me'];
    expect(webviewAllows(`${self}/static/agreement.html`, allowed, self)).toBe(true);
    expect(webviewAllows('https://line.me/R/ti/p/@coinly', allowed, self)).toBe(true);
    expect(webviewAllows('https://line.me.evil.example/login', allowed, self)).toBe(false);
    expect(webviewAllows('http://line.me/', allowed, self)).toBe(false);
    expect(webviewAllows('https://phish.example/login', allowed, self)).toBe(false);
    expect(webviewAllows('data:text/html,<h1>x', allowed, self)).toBe(false);
  });
});
