import {
  type ContractVerdict,
  clientMessage,
  type Endpoint,
  errorEnvelope,
  okEnvelope,
  serverMessage,
} from '@app/contracts';
import type { z } from 'zod';
import { declares } from '../../lib/route.ts';

/**
 * How the developer panel grades what went over the wire. The drift checker's strict validator (issue 14
 * section 1) implements this same interface; until it is merged, `basicValidator` checks the contract's
 * zod schemas as they are (unknown fields are not reported).
 */
export interface ContractValidator {
  response(call: Endpoint, status: number, body: unknown): ContractVerdict;
  frame(direction: 'in' | 'out', message: unknown): ContractVerdict;
}

const ok: ContractVerdict = { grade: 'ok', issues: [] };
const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

export const basicValidator: ContractValidator = {
  response(call, status, body) {
    if (status >= 500) return { grade: 'warn', issues: [`HTTP ${status}: no envelope is declared for it`] };
    const envelope = errorEnvelope.safeParse(body);
    if (envelope.success) {
      const { code } = envelope.data;
      if (status === 401 && code === 401)
        return call.auth ? ok : { grade: 'warn', issues: ['401 on a public call'] };
      return declares(call, code)
        ? ok
        : { grade: 'warn', issues: [`code ${code} is not declared by the call`] };
    }
    const parsed = okEnvelope(call.data).safeParse(body);
    return parsed.success ? ok : { grade: 'err', issues: issuesOf(parsed.error) };
  },
  frame(direction, message) {
    const parsed = (direction === 'out' ? serverMessage : clientMessage).safeParse(message);
    return parsed.success ? ok : { grade: 'err', issues: issuesOf(parsed.error) };
  },
};
