import { type AdminCall, adminApi } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { runAdmin } from '../../cli/admin-commands.ts';
import { accountRepository } from '../account/account.repository.ts';
import type { AdminGate } from './admin-gate.ts';
import { type AdminBody, adminRoute } from './admin-route.ts';
import type { Devtools } from './devtools.ts';
import { refusalProblem } from './forced-refusals.ts';
import { consoleRoutes } from './html-console.routes.ts';
import { PresetStopped, presetList, presetMaker } from './presets.ts';
import { scenarioList } from './scenarios.ts';
import { stateCopy } from './state-copy.ts';

/** The developer API (calls in contracts/src/admin.ts), answering plain JSON. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext, dev: Devtools, gate: AdminGate): void {
  const copy = stateCopy(ctx);
  const refresh = () => {
    dev.journal.clear();
    // Sessions and users may be gone: apps reconnect and find out.
    for (const client of [...ctx.live.clients()]) client.socket.terminate();
  };
  const state = () => ({
    scenarios: scenarioList(),
    active: {
      global: [...dev.store.global()],
      users: dev.store.users().map(({ username, scenarios }) => ({ username, scenarios })),
    },
    faults: dev.store.faults(),
  });

  const on = <C extends AdminCall>(c: C, handler: (body: AdminBody<C>, reply: FastifyReply) => unknown) =>
    adminRoute(app, gate, c, handler);

  on(adminApi.state, () => state());
  on(adminApi.scenario, (body, reply) => {
    if (!body.user) {
      dev.store.set(body.name, body.on);
      return state();
    }
    const user = accountRepository.byUsername(ctx.database.db, body.user);
    if (!user) return reply.code(404).send({ error: `no user ${body.user}` });
    dev.store.set(body.name, body.on, { id: user.id, username: user.username });
    return state();
  });
  on(adminApi.faults, (body) => {
    dev.store.setFaults(body);
    return state();
  });
  on(adminApi.journal, () => dev.journal.read());
  on(
    adminApi.proxy,
    () =>
      ctx.upstream?.checks.report() ?? {
        upstream: null,
        recording: null,
        since: 0,
        grades: {},
        checked: [],
      },
  );
  on(adminApi.reset, async () => {
    await copy.reset();
    dev.store.clear();
    dev.refusals.clear();
    refresh();
    return { ok: true };
  });
  // `pnpm admin config|user|…` aimed at this server: the console's code, on this server's database.
  on(adminApi.console, async (body, reply) => {
    const deps = { ...ctx, earnDaySeconds: ctx.config.EARN_DAY_SECONDS };
    try {
      return { out: await runAdmin(body.argv, deps) };
    } catch (error) {
      return reply.code(422).send({ error: (error as Error).message });
    }
  });
  on(adminApi.snapshots, () => ({ names: copy.list() }));
  on(adminApi.snapshot, (body, reply) => {
    if (body.action === 'save') copy.save(body.name);
    else {
      try {
        if (!copy.load(body.name)) return reply.code(404).send({ error: `no snapshot ${body.name}` });
      } catch (error) {
        return reply
          .code(409)
          .send({ error: `snapshot ${body.name} does not fit this database: ${(error as Error).message}` });
      }
      dev.store.reload();
      refresh();
      app.settler?.kick();
    }
    return { names: copy.list() };
  });
  // Answer control: standing forced refusals of this world (forced-refusals.ts).
  on(adminApi.refusals, () => dev.refusals.state());
  on(adminApi.refusal, ({ on, ...rule }, reply) => {
    const problem = refusalProblem(rule.call, rule.code);
    if (problem) return reply.code(422).send({ error: problem });
    if (rule.user === undefined) {
      dev.refusals.set(rule, on);
      return dev.refusals.state();
    }
    const user = accountRepository.byUsername(ctx.database.db, rule.user);
    if (!user) return reply.code(404).send({ error: `no user ${rule.user}` });
    dev.refusals.set({ ...rule, user: user.username }, on);
    return dev.refusals.state();
  });
  const makePreset = presetMaker(app, ctx);
  on(adminApi.presets, () => ({ presets: presetList() }));
  on(adminApi.preset, async (body, reply) => {
    if (body.user && accountRepository.byUsername(ctx.database.db, body.user))
      return reply.code(409).send({ error: `the username ${body.user} is taken` });
    try {
      return await makePreset(body.name, body.user);
    } catch (error) {
      if (!(error instanceof PresetStopped)) throw error;
      return reply.code(422).send({ error: `preset ${body.name} ${error.message}` });
    }
  });
  consoleRoutes(app);
}
