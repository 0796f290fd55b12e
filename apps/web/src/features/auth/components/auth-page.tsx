import { addressProofMessages, pageTitles } from '@catalyst/shared';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams, Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '../auth-context';
import { authErrorInfo, type AuthErrorInfo, type SocialProvider } from '../auth-errors';
import { readAuthRedirectState, returnPath, type AuthRedirectState } from '../auth-redirect';
import { clearExpirationMessage, readExpirationMessage } from '../auth-storage';
import { AuthHeading, AuthPending, AuthShell } from './auth-shell';
import { AuthNotice } from './auth-notice';
import { AuthTabs, type AuthMode } from './auth-tabs';
import { LoginForm } from './login-form';
import { NoScriptLoginForm } from './no-script-login-form';
import { SignupForm } from './signup-form';
import { SocialButtons } from './social-buttons';
import { StepUpForm } from './step-up-form';

/** Sign-up (its password rules, the proof of work past a budget) runs in the app alone. */
const SIGN_UP_NEEDS_SCRIPT =
  'Creating an account needs JavaScript. Please turn it on to sign up; you can log in without it.';

const copy = {
  login: {
    title: pageTitles.login,
    heading: 'Welcome back',
    description: 'Log in to manage your organization profile.',
    hint: 'Login to create or edit your organization',
  },
  signup: {
    title: pageTitles.signup,
    heading: 'Sign up',
    description: 'Create an account to publish your organization profile.',
    hint: 'Create an account to create or edit your organization',
  },
} as const;

/** The error a Google or GitHub sign-in came back with (`?error=…&provider=…`), if any. */
function readSocialError(search: URLSearchParams): AuthErrorInfo | null {
  const code = search.get('error');
  if (!code) return null;
  const provider = search.get('provider');
  const known: SocialProvider | undefined =
    provider === 'google' || provider === 'github' ? provider : undefined;
  return authErrorInfo(
    { code, message: search.get('error_description') ?? undefined },
    'social',
    known,
  );
}

function PasswordLinks({ email, state }: { email: string | undefined; state: unknown }) {
  const from = readAuthRedirectState(state).from;
  const linkClass =
    'font-semibold text-red-900 underline decoration-red-300 underline-offset-4 hover:decoration-red-900';
  return (
    <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
      <Link to={paths.login} state={{ email, from }} className={linkClass}>
        Sign in with password
      </Link>
      <Link to={paths.forgotPassword} state={{ email }} className={linkClass}>
        Reset password
      </Link>
    </span>
  );
}

/**
 * /login and /signup: one page with a tab switch. Google and GitHub above, email and
 * password below; the messages that brought the visitor here on top. A permanent user is
 * sent on: to the page they came for (or home), or after a sign-up to verify their email.
 */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const text = copy[mode];
  usePageTitle(text.title);
  const { status } = useAuth();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const redirect = readAuthRedirectState(location.state);

  // Shown once: read on arrival, removed from storage right after.
  const [expiredMessage] = useState(readExpirationMessage);
  useEffect(() => {
    if (expiredMessage) clearExpirationMessage();
  }, [expiredMessage]);

  const [error, setError] = useState<AuthErrorInfo | null>(() => readSocialError(search));
  const [attemptedEmail, setAttemptedEmail] = useState<string | undefined>(redirect.email);
  const [signedUp, setSignedUp] = useState(false);
  // A sign-in stepped up by a mailed code, for this address.
  const [stepUpEmail, setStepUpEmail] = useState<string | null>(null);
  // A sign-up that did not sign in: the next step is in this address's inbox.
  const [checkInbox, setCheckInbox] = useState<string | null>(null);

  // The social error is in the address only to reach this page; a reload should not repeat it.
  const hasSocialError = search.has('error');
  useEffect(() => {
    if (!hasSocialError) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        ['error', 'error_description', 'provider'].forEach((key) => next.delete(key));
        return next;
      },
      { replace: true, state: location.state as unknown },
    );
  }, [hasSocialError, setSearch, location.state]);

  const returnTo = returnPath(redirect);

  if (status === 'signed-in') {
    // A new account verifies its email first; that page keeps the way back.
    const verifyFirst: AuthRedirectState = { from: redirect.from };
    return signedUp ? (
      <Navigate to={paths.verifyEmailRequired} state={verifyFirst} replace />
    ) : (
      <Navigate to={returnTo} replace />
    );
  }

  return (
    <AuthShell>
      <AuthTabs active={mode} />
      <AuthHeading title={text.heading} description={text.description} />
      {status === 'loading' ? (
        <>
          <div data-requires-js="">
            <AuthPending />
          </div>
          {/* The server's sign-in form, for a browser that will never run the app. */}
          <noscript>
            {import.meta.env.SSR ? (
              mode === 'login' ? (
                <NoScriptLoginForm />
              ) : (
                <AuthNotice tone="info">{SIGN_UP_NEEDS_SCRIPT}</AuthNotice>
              )
            ) : null}
          </noscript>
        </>
      ) : (
        <>
          {expiredMessage ? <AuthNotice tone="error">{expiredMessage}</AuthNotice> : null}
          {redirect.message ? <AuthNotice tone="info">{redirect.message}</AuthNotice> : null}
          {status === 'guest' || status === 'signed-out' ? (
            <p className="rounded-lg border border-accent-400/40 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {text.hint}
            </p>
          ) : null}
          {error ? (
            <AuthNotice tone="error">
              {error.message}
              {error.offerPasswordLinks ? (
                <PasswordLinks email={attemptedEmail} state={location.state} />
              ) : null}
            </AuthNotice>
          ) : null}
          {checkInbox ? (
            <AuthNotice tone="info" title="Check your email">
              {addressProofMessages.checkInbox(checkInbox)}
            </AuthNotice>
          ) : null}

          {stepUpEmail ? (
            <StepUpForm email={stepUpEmail} onRestart={() => setStepUpEmail(null)} />
          ) : (
            <>
              <SocialButtons returnTo={returnTo} errorPath={location.pathname} onError={setError} />

              <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
                <span className="h-px flex-1 bg-slate-200" />
                or with email
                <span className="h-px flex-1 bg-slate-200" />
              </div>

              {mode === 'login' ? (
                <LoginForm
                  initialEmail={redirect.email ?? ''}
                  onError={(next, email) => {
                    setError(next);
                    if (email) setAttemptedEmail(email);
                  }}
                  onStepUp={setStepUpEmail}
                />
              ) : (
                <SignupForm
                  initialEmail={redirect.email ?? ''}
                  returnTo={returnTo}
                  onError={(next, email) => {
                    setError(next);
                    setCheckInbox(null);
                    if (email) setAttemptedEmail(email);
                  }}
                  onSignedUp={() => setSignedUp(true)}
                  onStepUp={setStepUpEmail}
                  onCheckInbox={setCheckInbox}
                />
              )}
            </>
          )}

          <p className="text-center text-sm text-slate-600">
            {mode === 'login' ? (
              <>
                New here?{' '}
                <Link
                  to={paths.signup}
                  state={location.state as unknown}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Create an account
                </Link>
              </>
            ) : (
              <>
                Already have an account?{' '}
                <Link
                  to={paths.login}
                  state={location.state as unknown}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Log in
                </Link>
              </>
            )}
          </p>
        </>
      )}
    </AuthShell>
  );
}
