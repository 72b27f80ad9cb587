import type { ServerMessage } from '@app/contracts';
import { serverMessage } from '@app/contracts/schemas';

/**
 * A socket frame as a server message, or null when it is none. Parsed by the push schema where answers
 * are validated (see validate-responses.ts); else trusted as sent, once it is a message at all. The flag
 * is tested here, not imported: only a literal in the module holding the schema lets the bundler drop
 * the schemas (and zod) from the trusting build.
 */
export function readMessage(raw: unknown): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return null;
  }
  if (import.meta.env.VALIDATE_RESPONSES ?? true) {
    const parsed = serverMessage.safeParse(json);
    return parsed.success ? parsed.data : null;
  }
  return typeof (json as { ch?: unknown } | null)?.ch === 'string' ? (json as ServerMessage) : null;
}
