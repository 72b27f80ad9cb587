import { afterEach, describe, expect, it, vi } from 'vitest';
import { spreadHeadLinks } from './head-links.ts';

const link = (rel: string, href: string) => {
  const l = document.createElement('link');
  l.rel = rel;
  l.href = href;
  return l;
};
const inHead = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

describe('links a lazy page adds to the head', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('go in a few per task, stylesheets first, so no one task starts all the requests', () => {
    vi.useFakeTimers();
    const result = spreadHeadLinks(() => {
      for (const name of ['a', 'b', 'c']) document.head.appendChild(link('modulepreload', `/${name}.js`));
      document.head.appendChild(link('stylesheet', '/page.css'));
      return 'started';
    }, 2);
    expect(result).toBe('started');
    expect(inHead()).toEqual(['/page.css', '/a.js']);
    vi.advanceTimersToNextTimer();
    expect(inHead()).toEqual(['/page.css', '/a.js', '/b.js', '/c.js']);
  });

  it('puts the head back as it was: links added later go in at once', () => {
    vi.useFakeTimers();
    spreadHeadLinks(() => {
      document.head.appendChild(link('modulepreload', '/page.js'));
    });
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    document.head.appendChild(link('modulepreload', '/later.js'));
    expect(inHead()).toEqual(['/page.js', '/later.js']);
  });
});
