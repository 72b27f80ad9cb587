import { serverMessage } from '@app/contracts';
import type { Finding } from './findings.ts';
import { validateStrict } from './strict.ts';
import { emptyObserved, type Observed } from './walk.ts';

const knownChannels = new Set<string>(serverMessage.options.map((o) => String(o.shape.ch.value)));

export interface FrameVerdict {
  findings: Finding[];
  /** The message's `ch`, when it has one. */
  ch?: string;
  message?: unknown;
  observed: Observed;
}

/** The contract verdict on one websocket frame the server sent, against `contracts/src/live`. */
export function checkFrame(raw: string, observed = emptyObserved()): FrameVerdict {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return {
      findings: [
        {
          grade: 'ERR',
          check: 'socket',
          kind: 'envelope',
          path: '',
          message: `frame is not JSON: ${JSON.stringify(raw.slice(0, 60))}`,
        },
      ],
      observed,
    };
  }
  const ch = message !== null && typeof message === 'object' ? (message as { ch?: unknown }).ch : undefined;
  if (typeof ch === 'string' && !knownChannels.has(ch)) {
    return {
      findings: [
        {
          grade: 'WARN',
          check: 'socket',
          kind: 'enum',
          path: 'ch',
          detail: ch,
          message: `unknown message type "${ch}"`,
        },
      ],
      ch,
      message,
      observed,
    };
  }
  const verdict = validateStrict(serverMessage, message, { check: 'socket', observed });
  return { findings: verdict.findings, ...(typeof ch === 'string' ? { ch } : {}), message, observed };
}
