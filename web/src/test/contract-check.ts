import { allEndpoints, type Endpoint } from '@app/contracts/schemas';

/** The contract's call for a request the app made (method and path after /api/v1/), if there is one. */
export function endpointOf(method: string, call: string): Endpoint | undefined {
  return allEndpoints().find((e) => e.endpoint.method === method && e.endpoint.path === call)?.endpoint;
}

const issuesOf = (what: string, error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((i) => `${what} ${i.path.map(String).join('.') || '(root)'}: ${i.message}`);

/**
 * What is wrong with a request as the server would parse it: an unknown call, or a query or form body
 * its schemas refuse (`lang`, which every synchronous request carries, is the request layer's own).
 */
export function requestProblems(
  method: string,
  call: string,
  query: URLSearchParams,
  body: Record<string, string> | undefined,
): string[] {
  const endpoint = endpointOf(method, call);
  if (!endpoint) return [`${method} ${call}: no such call in the contract`];
  const problems: string[] = [];
  const params = Object.fromEntries([...query].filter(([k]) => k !== 'lang'));
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(params);
    if (!parsed.success) problems.push(...issuesOf(`${call} query`, parsed.error));
  }
  if (endpoint.body && body) {
    const parsed = endpoint.body.safeParse(body);
    if (!parsed.success) problems.push(...issuesOf(`${call} body`, parsed.error));
  }
  return problems;
}

/** What is wrong with a fixture's answer: a success whose `data` the call's schema refuses. */
export async function answerProblems(method: string, call: string, res: Response): Promise<string[]> {
  const endpoint = endpointOf(method, call);
  if (!endpoint || res.status !== 200) return [];
  const envelope = (await res.clone().json()) as { code?: number; data?: unknown };
  if (envelope.code !== 0) return [];
  const parsed = endpoint.data.safeParse(envelope.data);
  return parsed.success ? [] : issuesOf(`${call} answer`, parsed.error);
}
