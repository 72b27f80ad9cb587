// Plain values, no schemas: the zod-free client entry (src/wire.ts) loads this module as it is.

/** Spec section 9: websocket constants shared by client and server. */
export const liveConstants = {
  heartbeatMs: 20_000,
  maxReconnects: 20,
  reconnectStepMs: 1_000,
  reconnectCapMs: 30_000,
  maxConcurrentSends: 5,
  retryStartMs: 2_000,
  retryCapMs: 60_000,
  retryTries: 28,
  pollMs: 1_000,
  pollTries: 30,
  foregroundPingMs: 5_000,
  maxPayloadBytes: 4_096,
  /** Close code of a socket over the server's cap per address or per login (policy violation). */
  overCapCloseCode: 1008,
} as const;
