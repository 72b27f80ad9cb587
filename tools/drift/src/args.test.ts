import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './args.ts';

// The command line and the environment, read without any upstream: secrets, headers, TLS and --fail-on.
const dir = mkdtempSync(join(tmpdir(), 'drift-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = ['--base', 'https://upstream.example/api/v1/'];

describe('the drift command line', () => {
  it('takes the password from DRIFT_PASSWORD, so it never has to be on the command line', () => {
    const o = parseOptions([...base, '--username', 'ci-bot'], { DRIFT_PASSWORD: 's3cret' }, dir);
    expect(o).toMatchObject({ base: 'https://upstream.example', username: 'ci-bot', password: 's3cret' });
    const both = parseOptions(base, { DRIFT_USERNAME: 'ci-bot', DRIFT_PASSWORD: 's3cret' }, dir);
    expect(both).toMatchObject({ username: 'ci-bot', password: 's3cret' });
  });

  it('takes the password from a file named relative to where the command was typed, without its newline', () => {
    writeFileSync(join(dir, 'pw'), 'from-file\n');
    const o = parseOptions([...base, '--username', 'ci-bot', '--password-file', 'pw'], {}, dir);
    expect(o.password).toBe('from-file');
    expect(() => parseOptions([...base, '--username', 'u', '--password-file', 'missing'], {}, dir)).toThrow(
      /cannot read --password-file missing: ENOENT/,
    );
  });

  it('refuses a username without a password, and a password given twice', () => {
    expect(() => parseOptions([...base, '--username', 'u'], {}, dir)).toThrow(
      /DRIFT_PASSWORD or --password-file/,
    );
    expect(() =>
      parseOptions([...base, '--username', 'u', '--password', 'p', '--password-file', 'pw'], {}, dir),
    ).toThrow(UsageError);
  });

  it('fails on ERR by default, and on WARN or INFO when asked', () => {
    expect(parseOptions(base, {}, dir).failOn).toBe('ERR');
    expect(parseOptions([...base, '--fail-on', 'warn'], {}, dir).failOn).toBe('WARN');
    expect(parseOptions([...base, '--fail-on', 'info'], {}, dir).failOn).toBe('INFO');
    expect(() => parseOptions([...base, '--fail-on', 'constructor'], {}, dir)).toThrow(/error, warn or info/);
  });

  it('repeats --header and refuses one without a name', () => {
    const o = parseOptions([...base, '--header', 'X-Team: drift', '--header', 'X-Env:ci'], {}, dir);
    expect(o.headers).toEqual({ 'x-team': 'drift', 'x-env': 'ci' });
    expect(() => parseOptions([...base, '--header', 'no colon'], {}, dir)).toThrow(/'Name: value'/);
  });

  it('reads the CA, client certificate and key files, the certificate and key together', () => {
    writeFileSync(join(dir, 'ca.pem'), 'CA');
    writeFileSync(join(dir, 'c.pem'), 'CERT');
    writeFileSync(join(dir, 'c.key'), 'KEY');
    const o = parseOptions([...base, '--ca', 'ca.pem', '--cert', 'c.pem', '--key', 'c.key'], {}, dir);
    expect(o.tls).toEqual({ ca: 'CA', cert: 'CERT', key: 'KEY' });
    expect(() => parseOptions([...base, '--cert', 'c.pem'], {}, dir)).toThrow(/--cert and --key go together/);
  });

  it('takes a reason only with --write-baseline', () => {
    const o = parseOptions([...base, '--write-baseline', 'b.json', '--reason', 'ticket 42'], {}, dir);
    expect(o.reason).toBe('ticket 42');
    expect(() => parseOptions([...base, '--reason', 'why'], {}, dir)).toThrow(/--write-baseline/);
  });
});
