import { htmlFormPaths, signInFormParams, stepUpMessages } from '@catalyst/shared';
import { useSearchParams } from 'react-router';
import { useServerPage } from '@/lib/server-page';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authErrorInfo } from '../auth-errors';
import { AuthNotice } from './auth-notice';
import { EmailField, FormField } from './form-field';

/**
 * /login for a browser without JavaScript: the email and password form as a plain post to the
 * server, which signs in through Better Auth's own endpoint (every limit and the step-up
 * apply) and answers with a redirect, back here with the failure's code when it fails. The
 * message shown is the product's, looked up from the code: the address never carries text.
 * Rendered by the server alone, inside `<noscript>`.
 */
export function NoScriptLoginForm() {
  // Read here, not at the module's top: a top-level read would keep this server-only module
  // (and its constants) in the browser's first load, where it is imported but never rendered.
  const { error: ERROR_PARAM, stepUp: STEP_UP_PARAM, returnTo: RETURN_PARAM } = signInFormParams;
  const SIGN_IN_ACTION = htmlFormPaths.signIn;
  const [search] = useSearchParams();
  const { viewer } = useServerPage();
  const errorCode = search.get(ERROR_PARAM);
  const stepUp = search.get(STEP_UP_PARAM) === '1';
  const returnTo = search.get(RETURN_PARAM);
  const error = errorCode ? authErrorInfo({ code: errorCode }, 'login').message : null;

  if (viewer) {
    return (
      <AuthNotice tone="info">
        You are signed in as {viewer.email}.{' '}
        <a href={paths.dashboard} className="font-semibold underline">
          Go to your dashboard
        </a>
      </AuthNotice>
    );
  }

  const returnField = returnTo ? (
    <input type="hidden" name={RETURN_PARAM} value={returnTo} />
  ) : null;
  return (
    <div className="flex flex-col gap-4">
      {error ? <AuthNotice tone="error">{error}</AuthNotice> : null}
      {stepUp ? (
        <>
          <AuthNotice tone="info" title="Check your email">
            {stepUpMessages.required}
          </AuthNotice>
          <form method="post" action={SIGN_IN_ACTION} className="flex flex-col gap-4">
            {returnField}
            <FormField
              label="Sign-in code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={7}
              placeholder="123456"
              required
            />
            <button type="submit" className={buttonVariants({ size: 'lg' })}>
              Sign In
            </button>
          </form>
          <a href={paths.login} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Back to Log In
          </a>
        </>
      ) : (
        <form method="post" action={SIGN_IN_ACTION} className="flex flex-col gap-4">
          {returnField}
          <EmailField name="email" autoComplete="username" required />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            labelAside={
              <a
                href={paths.forgotPassword}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                Forgot password?
              </a>
            }
          />
          <button type="submit" className={buttonVariants({ size: 'lg' })}>
            Log In
          </button>
        </form>
      )}
    </div>
  );
}
