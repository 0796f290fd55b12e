import { actionReasonField } from '@catalyst/shared';

/**
 * An operator command's `--reason TEXT`, under the console's rule for reasons. Required: the
 * audit log records such a command as the system (whoever runs code on the server), so the
 * reason is all it keeps of why; a default would only repeat that it came from the command line.
 * `refuse` makes the command's own usage error from what was wrong.
 */
export function operatorReason(
  text: string | undefined,
  command: string,
  refuse: (message: string) => Error,
): string {
  const missing = `${command} needs --reason TEXT: why, for the audit log.`;
  const parsed = actionReasonField(missing).safeParse(text);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message ?? missing;
  throw refuse(problem === missing ? missing : `--reason: ${problem}`);
}
