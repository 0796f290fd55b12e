import { AuthPage } from '@/features/auth/pages';

/** /signup: create an account (a guest's session becomes it). */
export function Component() {
  return <AuthPage mode="signup" />;
}
