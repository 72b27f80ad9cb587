import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ClientHttp2Session, IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, written to files for `TLS_CERT_FILE` and
 * `TLS_KEY_FILE`; a client trusts it by passing `cert` as its `ca`.
 */
export async function selfSignedCert() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'tls-'));
  const files = { TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') };
  writeFileSync(files.TLS_CERT_FILE, pems.cert);
  writeFileSync(files.TLS_KEY_FILE, pems.private, { mode: 0o600 });
  return { cert: pems.cert, files, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One request over an HTTP/2 session; resolves with the status, the headers and the body as text. */
export function h2request(
  session: ClientHttp2Session,
  path: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': path, ...options.headers });
    let headers: IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
    stream.end(options.body);
  });
}
