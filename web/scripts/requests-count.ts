// The counting half of `pnpm --filter @app/web bench:requests` (scripts/requests-per-action.ts): every
// /api/ request a page makes, with the time it was made, and the table of what one action cost.
import type { Page } from 'playwright-core';

/** One request of the page: when (epoch ms, this machine's clock) and what (`GET user/balance`). */
interface Made {
  at: number;
  call: string;
}

export interface Counted {
  action: string;
  /** What the screen showed at the end, or why the wait ended without it. */
  shown: string;
  calls: string[];
}

/** Records the page's API calls from now on (the socket and static files are not API calls). */
export function recordApiCalls(page: Page): { between: (from: number, to: number) => string[] } {
  const made: Made[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    made.push({ at: Date.now(), call: `${request.method()} ${url.pathname.replace(/^\/api\/v1\//, '')}` });
  });
  return {
    between: (from, to) => made.filter((m) => m.at >= from && m.at <= to).map((m) => m.call),
  };
}

/** `GET user/balance ×2, POST user/buy`: each call once, with how many times it was made. */
export function tally(calls: string[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  const each = [...counts].map(([call, n]) => (n > 1 ? `${call} ×${n}` : call));
  return each.length ? each.join(', ') : '–';
}

/** The measurements as a Markdown table: action, requests, what the screen showed, which calls. */
export function table(rows: Counted[]): string {
  const lines = [
    '| action | requests | screen at the end | calls (method path ×count) |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.action} | ${r.calls.length} | ${r.shown} | ${tally(r.calls)} |`),
  ];
  return lines.join('\n');
}
