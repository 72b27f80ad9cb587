import type { FaultConfig, RouteFault, ScenarioName, SocketFault } from '@app/contracts';
import type { Database } from '../../db/client.ts';
import type { LiveClient } from '../../live/hub.ts';
import { type ContractValidator, strictValidator } from './contract-verdict.ts';
import { refusalStore } from './forced-refusals.ts';
import { requestJournal } from './journal.ts';
import { seededStreams } from './random.ts';
import { scenarioStore } from './scenario-store.ts';
import { scenarios } from './scenarios.ts';
import { mergeSocketFaults } from './socket-faults.ts';

/** The scenario switches, fault rules, their seeded streams and the journal of one server. */
export function devtools(
  database: Database,
  clock: () => number,
  validator: ContractValidator = strictValidator,
) {
  const store = scenarioStore(database);
  const journal = requestJournal(validator, clock);
  let streams = seededStreams(store.faults().seed);
  let handRules = compile(store.faults());
  store.onChange(() => {
    streams = seededStreams(store.faults().seed);
    handRules = compile(store.faults());
  });

  function compile(faults: FaultConfig) {
    return faults.routes.map((rule, i) => ({ key: `route:${i}:${rule.route}`, rule }));
  }

  return {
    store,
    journal,
    /** Forced refusals (answer control): kept apart from the scenario store, cleared by a reset. */
    refusals: refusalStore(),
    stream: (key: string) => streams(key),
    /** Hand-set rules first, then those of the scenarios in force, each with its stream's key. */
    rulesFor(active: ReadonlySet<ScenarioName>): Array<{ key: string; rule: RouteFault }> {
      const fromScenarios = [...active].flatMap((name) =>
        (scenarios[name].routes ?? []).map((rule, i) => ({ key: `${name}:${i}`, rule })),
      );
      return fromScenarios.length ? [...handRules, ...fromScenarios] : handRules;
    },
    /** The socket faults a client gets: hand-set ones, plus those of scenarios on for all or its user. */
    socketFaultFor(client: LiveClient): SocketFault | null {
      if (store.idle()) return null;
      const names = [...store.global(), ...(client.userId !== null ? store.forUser(client.userId) : [])];
      return mergeSocketFaults([store.faults().socket, ...names.map((n) => scenarios[n].socket)]);
    },
  };
}
export type Devtools = ReturnType<typeof devtools>;
