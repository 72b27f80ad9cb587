/**
 * How a sandbox is named on the wire, without zod (the app's first screen loads these): `X-Sandbox: NAME`
 * on any call, or `?sandbox=NAME` on the socket URL and the app's address (docs/sandboxes.md).
 */
export const sandboxHeader = 'x-sandbox';
export const sandboxQueryParam = 'sandbox';
export const sandboxNamePattern = /^[a-z0-9-]{1,40}$/;
