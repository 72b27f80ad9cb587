// The contracts' zod-free entry, for a client that trusts the server's answers: the web's production
// build resolves `@app/contracts` here (web/vite.config.ts), so its first screen loads no zod. It has the
// call index (no schemas) and the plain values and formulas; everything else the full entry has is a
// schema. src/wire.test.ts checks that each export here is the full entry's own value (the index: its
// wire fields) and that no module it loads imports zod.

export * from './account-rules.ts';
export * from './display.ts';
export {
  txHashFormat,
  txHashPatterns,
  txHashProblem,
  usdtChain,
  usdtNetworks,
} from './endpoints/cash.values.ts';
export { ledgerKinds } from './endpoints/wallet.values.ts';
export * from './errors.ts';
export * from './formulas/index.ts';
export * from './intervals.ts';
export * from './live/channels.ts';
export { liveConstants } from './live/constants.ts';
export * from './money-math.ts';
export { sandboxHeader, sandboxNamePattern, sandboxQueryParam } from './sandbox-names.ts';
export * from './webview.ts';
export { api } from './wire.generated.ts';
