// Proves each hardening fix has a test that fails without it: apply one mutation (the fix undone),
// run the tests that guard it, expect a failure, restore. Usage: pnpm verify:hardening [name-prefix…]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const S = 'server/src/';
const mutants = [
  {
    name: '1 language selector through a plain object',
    file: `${S}lib/i18n.ts`,
    from: 'aliases.get(lower) ??',
    to: '(Object.fromEntries(aliases) as Record<string, never>)[lower] ??',
    tests: [`${S}lib/i18n.test.ts`],
  },
  {
    name: '2 common/file reads the raw query',
    file: `${S}modules/upload/upload.routes.ts`,
    from: 'const { id } = parseInput(fileQuery, req.query);',
    to: 'const { id } = req.query as { id: string };',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '3 oversized body says file too large',
    file: `${S}plugins/envelope.ts`,
    from: "['FST_ERR_CTP_BODY_TOO_LARGE', 'body_too_large'],",
    to: "['FST_ERR_CTP_BODY_TOO_LARGE', 'file_too_large'],",
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '4a business errors without a JSON content type',
    file: `${S}plugins/envelope.ts`,
    from: 'reply.serializer(JSON.stringify).type(json);',
    to: 'reply.serializer(JSON.stringify);',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '4b signed-in answers cacheable',
    file: `${S}plugins/envelope.ts`,
    from: "reply.header('cache-control', 'no-store');",
    to: '{}',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '4c CSP connects anywhere',
    file: `${S}plugins/security.ts`,
    from: `connectSrc: ["'self'", ...socketOrigin],`,
    to: `connectSrc: ["'self'", '*', ...socketOrigin],`,
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '5a proxy always trusted',
    file: `${S}app.ts`,
    from: 'trustProxy: deps.config.TRUST_PROXY as boolean | string,',
    to: 'trustProxy: true,',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '5b no per-account lock',
    file: `${S}modules/account/secret-guard.ts`,
    from: 'if (left > 0 || entry.pending >= allowance) {',
    to: 'if (entry.pending < 0) {',
    tests: [`${S}guessing.test.ts`, `${S}secret-bursts.test.ts`],
  },
  {
    name: '5c guesses in flight not counted (the check before the count)',
    file: `${S}modules/account/secret-guard.ts`,
    from: 'if (left > 0 || entry.pending >= allowance) {',
    to: 'if (left > 0) {',
    tests: [`${S}secret-bursts.test.ts`, `${S}modules/account/secret-guard.test.ts`],
  },
  {
    name: '6 unknown user skips password verification',
    file: `${S}modules/account/passwords.ts`,
    from: 'await checkPassword(await dummy, plain);',
    to: 'void dummy; void plain;',
    tests: [`${S}modules/account/login-timing.test.ts`],
  },
  {
    name: '7a common passwords accepted',
    file: `${S}modules/account/password-policy.ts`,
    from: "if ((await commonPasswords()).has(lower)) throw fail.invalid('password_too_common');",
    to: '',
    tests: [`${S}guessing.test.ts`],
  },
  {
    name: '7b username as password accepted',
    file: `${S}modules/account/password-policy.ts`,
    from: "if (lower === username.trim().toLowerCase()) throw fail.invalid('password_is_username');",
    to: '',
    tests: [`${S}guessing.test.ts`],
  },
  {
    name: '8 recovery code always returned',
    file: `${S}modules/account/recovery.service.ts`,
    from: 'return config.RECOVERY_CODE_IN_RESPONSE ? { expires_at, demo_code: code } : { expires_at };',
    to: 'return { expires_at, demo_code: code };',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '9a revoked sockets never swept',
    file: `${S}live/socket-guard.ts`,
    from: 'if (bound.length === 0) return;',
    to: 'if (bound.length >= 0) return;',
    tests: [`${S}live/revocation.test.ts`],
  },
  {
    name: '9b socket messages handled concurrently',
    file: `${S}live/live.plugin.ts`,
    from: 'queue = queue\n      .then(() => handleMessage(p, client, raw))',
    to: 'void queue; queue = handleMessage(p, client, raw)',
    tests: [`${S}live/revocation.test.ts`],
  },
  {
    name: '9c no socket budget',
    file: `${S}live/live.plugin.ts`,
    from: 'if (!budget()) {',
    to: 'if (!budget() && false) {',
    tests: [`${S}live/revocation.test.ts`],
  },
  {
    name: '10 socket address from the Host header',
    file: `${S}modules/content/content.routes.ts`,
    from: 'route(app, api.common.base, async () => {\n    const admin = await settings.get();',
    to: "route(app, api.common.base, async ({ req }) => {\n    const admin = await settings.get(); config.PUBLIC_URL ||= 'http://' + String(req.headers['x-forwarded-host'] ?? req.headers.host);",
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '11 every parallel request refreshes',
    file: `${S}modules/account/session.service.ts`,
    from: 'if (!repo.expireIfUnchanged(tx, found.session.id, expiresAt, now + refreshGraceMs)) return null;',
    to: 'repo.expireIfUnchanged(tx, found.session.id, expiresAt, now + refreshGraceMs);',
    tests: [`${S}hardening.test.ts`],
  },
  {
    name: '12 restricted users may move money',
    file: `${S}lib/route.ts`,
    from: 'if (e.movesMoney && req.user?.status === 0) throw fail.restricted();',
    to: '',
    tests: [`${S}hardening.test.ts`],
  },
];

const only = process.argv.slice(2);
const results = [];
for (const m of mutants.filter((m) => only.length === 0 || only.some((o) => m.name.startsWith(o)))) {
  const original = readFileSync(m.file, 'utf8');
  if (!original.includes(m.from)) {
    results.push([m.name, 'MUTATION DOES NOT APPLY']);
    continue;
  }
  writeFileSync(m.file, original.replace(m.from, m.to));
  try {
    const r = spawnSync(
      'pnpm',
      ['exec', 'vitest', 'run', '--project', 'server', '--project', 'server-isolated', ...m.tests],
      {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    const failed = (r.stdout + r.stderr)
      .split('\n')
      .filter((l) => l.startsWith(' FAIL '))
      .map((l) => l.split(' > ').slice(1).join(' > '));
    results.push([
      m.name,
      r.status === 0 ? 'SURVIVED (no test fails)' : `killed by: ${[...new Set(failed)].join(' | ')}`,
    ]);
  } finally {
    writeFileSync(m.file, original);
  }
  console.log(results.at(-1).join(' → '));
}
const killed = results.filter((r) => r[1].startsWith('killed')).length;
console.log(`\n${killed} of ${results.length} mutants killed`);
process.exit(killed === results.length ? 0 : 1);
