import { businessCodes, type Endpoint, ErrorCode, httpAnswers, meaningOf } from '@app/contracts';
import { z } from 'zod';
import type { Check, Finding } from './findings.ts';
import { validateStrict } from './strict.ts';
import { emptyObserved, type Observed } from './walk.ts';

/** An HTTP answer as any client sees it; header names in lower case. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface CallVerdict {
  findings: Finding[];
  /** The envelope's code, when there was a readable envelope. */
  code?: number;
  /** The envelope's data on success, for the next call's inputs. */
  data?: unknown;
  observed: Observed;
}

/** The envelope with nothing said about `data` yet: `data` must be present, whatever it holds. */
const bareEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() });

const fail = (check: Check, kind: Finding['kind'], message: string, path = ''): Finding => ({
  grade: 'ERR',
  check,
  kind,
  path,
  message,
});

/**
 * The contract verdict on one HTTP answer of `endpoint`: status, content type, envelope, then the code
 * (declared or not) and, on success, `data` validated strictly with the call's own zod schema.
 */
export function checkHttpAnswer(
  endpoint: Endpoint,
  answer: HttpAnswer,
  observed = emptyObserved(),
  /**
   * A deliberately refused request, or traffic seen as it comes: a documented answer below 500 (401,
   * 415, 429) then conforms instead of counting as a failed call.
   */
  options: { probe?: boolean } = {},
): CallVerdict {
  const findings: Finding[] = [];
  const documented = httpAnswers(endpoint).filter((a) => a.status === answer.status);
  const failed = answer.status !== 200 && !(options.probe && documented.length > 0 && answer.status < 500);
  if (failed) {
    const known = documented.length
      ? 'a documented transport answer, but the call failed'
      : 'undocumented status';
    findings.push(fail('transport', 'call-failed', `HTTP ${answer.status}: ${known}`));
  }
  const type = answer.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    findings.push(
      fail(
        'content-type',
        'content-type',
        `content type ${type ? `"${type}"` : 'missing'}, expected application/json`,
      ),
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    findings.push(
      fail('envelope', 'envelope', `body is not JSON: ${JSON.stringify(answer.body.slice(0, 60))}`),
    );
    return { findings, observed };
  }
  const env = validateStrict(bareEnvelope, body, { check: 'envelope' });
  const envelopeErrors = env.findings.filter((f) => f.grade !== 'INFO');
  for (const f of env.findings) {
    findings.push(
      f.grade === 'INFO'
        ? f
        : { ...f, kind: 'envelope', message: `undeclared envelope shape: ${f.path || 'body'} ${f.message}` },
    );
  }
  if (envelopeErrors.length > 0 || body === null || typeof body !== 'object') return { findings, observed };
  const { code, data } = body as { code: number; data: unknown };
  if (code === ErrorCode.ok) {
    if (answer.status === 200) {
      const verdict = validateStrict(endpoint.data, data, { prefix: ['data'], check: 'data', observed });
      findings.push(...verdict.findings);
    }
    return { findings, code, data, observed };
  }
  const declared = new Set<number>([...businessCodes(endpoint), ...httpAnswers(endpoint).map((a) => a.code)]);
  // A failed call (404, 502…) is one ERR; the code its error page carries says nothing more.
  // On a call made to succeed, an undeclared code breaks a client that narrows on `code`: ERR. A
  // deliberately refused request (a probe, or traffic seen as it comes) answering another code: WARN.
  if (!failed && !declared.has(code)) {
    findings.push({
      grade: options.probe ? 'WARN' : 'ERR',
      check: 'code',
      kind: 'code',
      path: 'code',
      detail: String(code),
      message: `code ${code} (${meaningOf(code)}) is not declared by this call`,
    });
  }
  return { findings, code, observed };
}
