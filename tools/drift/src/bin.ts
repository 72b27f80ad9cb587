#!/usr/bin/env node
// The packed package's `app-drift` bin (tools/drift/package.json `publishConfig.bin`); in the repo,
// `pnpm drift` runs src/cli.ts with tsx.
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
