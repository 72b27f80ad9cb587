/** A loop of the running server: started by `jobs.start()` (server.ts), stopped when the app closes. */
export interface Job {
  name: string;
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

type Log = { error: (obj: object, msg?: string) => void };

/**
 * The one runner of the server's loops (price engine, heartbeat, settler, Earn payer, reviewers, USDT chain,
 * outbox). Jobs start in the order they were added, each after the one before has started (the price
 * engine back-fills before the settler prices anything), and stop in the reverse order, once, in the
 * app's `onClose`. Tests never start them: they drive each job's `runOnce`.
 */
export function jobRunner() {
  const jobs: Job[] = [];
  let started: Job[] = [];
  return {
    add(job: Job): void {
      jobs.push(job);
    },
    names: (): string[] => jobs.map((j) => j.name),
    async start(): Promise<void> {
      for (const job of jobs) {
        if (started.includes(job)) continue;
        await job.start();
        started.push(job);
      }
    },
    async stop(): Promise<void> {
      const running = started.reverse();
      started = [];
      for (const job of running) await job.stop();
    },
  };
}
export type JobRunner = ReturnType<typeof jobRunner>;

/**
 * A job that runs `runOnce` at start (so what fell due while the server was down is done at once) and
 * then every `intervalMs`; a failed run is logged and the next one comes as usual.
 */
export function periodic(name: string, intervalMs: number, runOnce: () => unknown, log: Log): Job {
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    try {
      runOnce();
    } catch (err) {
      log.error({ err, job: name }, 'job run failed');
    }
  };
  return {
    name,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
