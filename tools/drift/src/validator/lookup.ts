import { allEndpoints, type Endpoint } from '@app/contracts';

const byRoute = new Map(allEndpoints().map((e) => [`${e.endpoint.method} ${e.endpoint.path}`, e]));

/**
 * The contract call a request was for, from its method and URL (`/api/v1/user/home?lang=en`, or the
 * path alone); undefined for anything outside `/api/v1`.
 */
export function findEndpoint(method: string, url: string): { name: string; endpoint: Endpoint } | undefined {
  const path = new URL(url, 'http://x').pathname.replace(/^\/api\/v1\//, '');
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
