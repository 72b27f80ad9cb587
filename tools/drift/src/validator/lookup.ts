import { allEndpoints, type Endpoint } from '@app/contracts';
import type { Finding } from './findings.ts';
import { type CallVerdict, checkHttpAnswer, type HttpAnswer } from './http.ts';

const byRoute = new Map(allEndpoints().map((e) => [`${e.endpoint.method} ${e.endpoint.path}`, e]));

/**
 * The contract call a request was for, from its method and URL (`/api/v1/user/home?lang=en`, or the
 * path alone); undefined for anything outside `/api/v1`.
 */
export function findEndpoint(method: string, url: string): { name: string; endpoint: Endpoint } | undefined {
  const path = new URL(url, 'http://x').pathname.replace(/^\/api\/v1\//, '');
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

/**
 * The contract verdict on one request seen in traffic: which call it was and what its answer broke. A
 * documented refusal (401 session gone, 429) conforms; a 5xx or an undocumented status is a failed call.
 * Undefined when the URL is not a call of the contracts.
 */
export function checkRequest(
  method: string,
  url: string,
  answer: HttpAnswer,
): (CallVerdict & { name: string; worst?: Finding['grade'] }) | undefined {
  const found = findEndpoint(method, url);
  if (!found) return undefined;
  const verdict = checkHttpAnswer(found.endpoint, answer, undefined, { probe: true });
  const grades = verdict.findings.map((f) => f.grade);
  const worst = (['ERR', 'WARN', 'INFO'] as const).find((g) => grades.includes(g));
  return { ...verdict, name: found.name, ...(worst ? { worst } : {}) };
}
