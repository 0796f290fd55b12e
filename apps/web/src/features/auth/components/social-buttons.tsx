import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { authErrorInfo, type AuthErrorInfo, type SocialProvider } from '../auth-errors';
import { clearSyncPending, markSyncPending } from '../auth-storage';

// The icon set has no brand marks, so these two are drawn here.
function GoogleIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path
        fill="#4285F4"
        d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.57 5.57 0 0 1-2.4 3.58v3h3.86c2.26-2.09 3.56-5.17 3.56-8.82z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.86-3c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.29v3.09A11.99 11.99 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.27 14.29A7.2 7.2 0 0 1 4.89 12c0-.8.14-1.57.38-2.29V6.62H1.29A11.99 11.99 0 0 0 0 12c0 1.94.46 3.77 1.29 5.38l3.98-3.09z"
      />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42C17.95 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.29 6.62l3.98 3.09C6.22 6.86 8.87 4.75 12 4.75z"
      />
    </svg>
  );
}

function GitHubIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57v-2.23c-3.34.72-4.04-1.42-4.04-1.42-.55-1.39-1.33-1.76-1.33-1.76-1.09-.74.08-.73.08-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22v3.29c0 .32.22.7.82.58A12 12 0 0 0 12 .3" />
    </svg>
  );
}

const providers = [
  { id: 'google', label: 'Sign in with Google', Icon: GoogleIcon },
  { id: 'github', label: 'Sign in with GitHub', Icon: GitHubIcon },
] as const;

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * Google and GitHub through the redirect flow: the browser leaves for the provider and comes
 * back to `returnTo`, or to `errorPath` with `?error=` (and `provider=`) when it failed.
 */
export function SocialButtons({
  returnTo,
  errorPath,
  onError,
  disabled = false,
}: {
  returnTo: string;
  errorPath: string;
  onError: (error: AuthErrorInfo | null) => void;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    setPending(provider);
    onError(null);
    markSyncPending();
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: absolute(returnTo),
        errorCallbackURL: absolute(`${errorPath}?provider=${provider}`),
      });
      if (!error) return; // On its way to the provider.
      clearSyncPending();
      onError(authErrorInfo(error, 'social', provider));
    } catch (error) {
      clearSyncPending();
      onError(authErrorInfo(error, 'social', provider));
    }
    setPending(null);
  }

  return (
    <div className="flex flex-col gap-3">
      {providers.map(({ id, label, Icon }) => (
        <Button
          key={id}
          type="button"
          variant="outline"
          size="lg"
          className="w-full text-sm"
          disabled={disabled || pending !== null}
          aria-busy={pending === id}
          onClick={() => void start(id)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
