import { AuthPage } from '@/features/auth/components/auth-page';

/** /signup: create an account (a guest's session becomes it). */
export function Component() {
  return <AuthPage mode="signup" />;
}
