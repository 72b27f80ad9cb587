import { readFileSync } from 'node:fs';
import type { Config } from '../config.ts';

/** What Node's HTTP/2 server takes for TLS, when the config names a certificate and its key. */
export interface HttpsOptions {
  cert: Buffer;
  key: Buffer;
  /** Browsers open the websocket over HTTP/1.1 (no RFC 8441 here), and older clients speak only it. */
  allowHTTP1: true;
}

/**
 * The TLS options from `TLS_CERT_FILE` and `TLS_KEY_FILE`, read once at start-up (a missing or unreadable
 * file stops the start with its path); undefined when neither is set (plain HTTP).
 */
export function httpsOptions(
  config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
): HttpsOptions | undefined {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return undefined;
  return {
    cert: readFileSync(config.TLS_CERT_FILE),
    key: readFileSync(config.TLS_KEY_FILE),
    allowHTTP1: true,
  };
}
