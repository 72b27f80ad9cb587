import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseOptions, UsageError, usage } from './args.ts';
import { junitReport } from './report/junit.ts';
import { markdownReport } from './report/markdown.ts';
import { callLine, textReport } from './report/text.ts';
import { Unreachable } from './run/client.ts';
import { LoginRefused, runDrift } from './run/run.ts';

/**
 * `pnpm drift …`: exit 0 no new drift at `--fail-on` or above (or a baseline written), 1 drift found,
 * 2 unreachable or login refused, 3 usage error. The report goes to `print` (stdout); each call's line
 * goes to `progress` (stderr) as soon as it is checked.
 */
export async function main(
  argv: string[],
  print: (s: string) => void = (s) => {
    process.stdout.write(s);
  },
  progress: (s: string) => void = (s) => {
    process.stderr.write(s);
  },
): Promise<number> {
  // pnpm runs the script from the package folder; files are named relative to where the user typed.
  const here = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let opts: ReturnType<typeof parseOptions>;
  try {
    if (argv.includes('--help')) {
      print(`${usage}\n`);
      return 0;
    }
    opts = parseOptions(argv);
    if (argv.includes('--password')) {
      progress(
        "drift: --password is visible in the process list and in pnpm's echo of the command; use DRIFT_PASSWORD or --password-file\n",
      );
    }
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    print(`drift: ${err.message}\n\n${usage}\n`);
    return 3;
  }
  const files = {
    junit: opts.junit,
    json: opts.json,
    markdown: opts.markdown,
    baseline: opts.baseline,
    writeBaseline: opts.writeBaseline,
  };
  const o = {
    ...opts,
    ...Object.fromEntries(Object.entries(files).flatMap(([k, v]) => (v ? [[k, here(v)]] : []))),
  };
  try {
    const report = await runDrift(o, (call) => progress(`${callLine(call)}\n`));
    print(textReport(report));
    const w = report.baselineWritten;
    if (w) {
      const why = w.withoutReason
        ? ` ${w.withoutReason} without a reason: add one with --reason or in the file's "reason" fields.`
        : '';
      print(
        `drift: wrote baseline ${w.file}: ${w.entries} accepted finding(s), ${w.added} new.${why} Exit 0: the drift found is now accepted.\n`,
      );
    }
    if (o.junit) writeFileSync(o.junit, junitReport(report));
    if (o.json) writeFileSync(o.json, `${JSON.stringify(report, null, 2)}\n`);
    if (o.markdown) writeFileSync(o.markdown, markdownReport(report));
    return report.exitCode;
  } catch (err) {
    if (err instanceof Unreachable) {
      print(`drift: upstream unreachable: ${err.message}\n`);
      return 2;
    }
    if (err instanceof LoginRefused) {
      print(`drift: ${err.message}\n`);
      return 2;
    }
    if (err instanceof Error && /not a drift baseline|ENOENT/.test(err.message)) {
      print(`drift: ${err.message}\n`);
      return 3;
    }
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
