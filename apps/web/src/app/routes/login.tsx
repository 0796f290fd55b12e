import { AuthPage } from '@/features/auth/pages';

/** /login: sign in with Google, GitHub or email and password. */
export function Component() {
  return <AuthPage mode="login" />;
}
