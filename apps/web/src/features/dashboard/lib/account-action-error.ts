/** A refusal from the auth server, with Better Auth's machine code (e.g. INVALID_PASSWORD). */
export class AccountActionError extends Error {
  override name = 'AccountActionError';

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string | undefined,
  ) {
    super(message ?? code ?? 'The request failed');
  }
}
