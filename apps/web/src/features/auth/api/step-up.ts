import { authClient } from '@/lib/auth-client';

/**
 * The code mailed while an account's sign-ins are stepped up, sent from the browser that was
 * asked for it (its challenge cookie goes along): signs this browser in.
 */
export async function signInWithStepUpCode(code: string): Promise<void> {
  const { error } = await authClient.$fetch('/sign-in/step-up', {
    method: 'POST',
    body: { code },
  });
  if (error) throw error;
}

/** What a password sign-in answers while its account is under attack. */
const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

export function isStepUpRequired(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === STEP_UP_REQUIRED
  );
}
