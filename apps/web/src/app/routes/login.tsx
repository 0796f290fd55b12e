import { AuthPage } from '@/features/auth/components/auth-page';

/** /login: sign in with Google, GitHub or email and password. */
export function Component() {
  return <AuthPage mode="login" />;
}
