import { enUS, type MessageKey } from '@app/contracts/messages';
import type { z } from 'zod';

/** A refusal to show: a shared message key, and the field it names (translated as `field_<name>`). */
export interface BodyProblem {
  key: MessageKey;
  field: string;
}

const isMessageKey = (m: string): m is MessageKey => Object.hasOwn(enUS, m);

/**
 * The first problem the call's body schema finds in a form's values, named as the server names it
 * (server/src/lib/validate.ts): the schema's own message, else "Please enter" for an empty field, else
 * "is invalid"; null when the body is valid.
 */
export function bodyProblem(schema: z.ZodType, values: Record<string, unknown>): BodyProblem | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  if (issue && isMessageKey(issue.message)) return { key: issue.message, field };
  const value = Object.hasOwn(values, field) ? values[field] : undefined;
  return { key: value === undefined || value === '' ? 'please_enter' : 'invalid_field', field };
}
