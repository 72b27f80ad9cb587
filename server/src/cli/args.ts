/** A decline reason is shown to the user; longer ones are refused rather than cut. */
export const maxReasonLength = 200;

/** The words after `--reason`, joined and trimmed ('' when the option is absent). */
export function reasonArg(rest: readonly string[]): string {
  const at = rest.indexOf('--reason');
  return at >= 0
    ? rest
        .slice(at + 1)
        .join(' ')
        .trim()
    : '';
}

/** Why a decline reason is refused, or null when it is fine. */
export function reasonProblem(reason: string): string | null {
  if (!reason) return 'A decline needs --reason <text>: the user is shown it.';
  if (reason.length > maxReasonLength) return `The reason must be at most ${maxReasonLength} characters.`;
  return null;
}
