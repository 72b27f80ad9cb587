import {
  type ContractVerdict,
  clientMessage,
  type Endpoint,
  errorEnvelope,
  serverMessage,
} from '@app/contracts';
import { checkFrame, checkHttpAnswer, type Finding, validateStrict, worst } from '@app/drift/validator';
import type { z } from 'zod';
import { declares, successEnvelope } from '../../lib/route.ts';

/** How the developer panel grades what went over the wire. */
export interface ContractValidator {
  response(call: Endpoint, answer: { status: number; contentType: string; body: string }): ContractVerdict;
  frame(direction: 'in' | 'out', text: string): ContractVerdict;
}

const gradeOf = { ERR: 'err', WARN: 'warn', INFO: 'info' } as const;
const verdictOf = (findings: Finding[]): ContractVerdict => {
  const grade = worst(findings);
  return {
    grade: grade ? gradeOf[grade] : 'ok',
    issues: findings.slice(0, 8).map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)),
  };
};

/**
 * The drift checker's strict validator (tools/drift): unknown fields, undeclared codes, wrong content
 * types and units are reported with the same grades `pnpm drift` gives. A documented non-200 answer
 * (401, 429) is a state, not drift; an undocumented one (an injected 503) is graded as a failed call.
 */
export const strictValidator: ContractValidator = {
  response(call, { status, contentType, body }) {
    const verdict = checkHttpAnswer(
      call,
      { status, headers: { 'content-type': contentType }, body },
      undefined,
      {
        probe: true,
      },
    );
    return verdictOf(verdict.findings);
  },
  frame(direction, text) {
    if (direction === 'out') return verdictOf(checkFrame(text).findings);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return { grade: 'err', issues: ['not JSON'] };
    }
    return verdictOf(validateStrict(clientMessage, message, { check: 'socket' }).findings);
  },
};

const ok: ContractVerdict = { grade: 'ok', issues: [] };
const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);

/** The contract's zod schemas as they are (unknown fields pass): the fallback without tools/drift. */
export const basicValidator: ContractValidator = {
  response(call, { status, body: text }) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { grade: 'err', issues: ['the body is not JSON'] };
    }
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
    const parsed = successEnvelope(call).safeParse(body);
    return parsed.success ? ok : { grade: 'err', issues: issuesOf(parsed.error) };
  },
  frame(direction, text) {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return { grade: 'err', issues: ['not JSON'] };
    }
    const parsed = (direction === 'out' ? serverMessage : clientMessage).safeParse(message);
    return parsed.success ? ok : { grade: 'err', issues: issuesOf(parsed.error) };
  },
};
