import { z } from 'zod';

/**
 * Selecting a sandbox (issue #27 item 1): `X-Sandbox: NAME` on API and `/__admin` calls, `sandbox=NAME` on
 * the socket URL, and `?sandbox=NAME` on the app's address (the tab keeps it). Without one: the default world.
 */
export const sandboxHeader = 'x-sandbox';
export const sandboxParam = 'sandbox';
export const sandboxNamePattern = /^[a-z0-9-]{1,40}$/;
export const sandboxName = z
  .string()
  .regex(sandboxNamePattern, { error: 'lower-case letters, digits and - only (at most 40)' });
export const isSandboxName = (name: unknown): name is string =>
  typeof name === 'string' && sandboxNamePattern.test(name);
