import { newsletterEmailOf, newsletterMessages } from '@catalyst/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, NetworkError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useSubscribeToNewsletter } from '../api/subscribe';

/**
 * An email box that subscribes the address to the newsletter and confirms with a toast.
 * It sits in the footer of every page, so it is a plain form checked with the shared rule of
 * newsletterSubscribeSchema (the server applies the schema itself): no form or validation
 * library comes with the first page load for one field.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  // Checked on submit only: the message goes as soon as the user types again.
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = newsletterEmailOf(email);
    if (address === null) {
      // The one field sits right beside the button; the message is announced as an alert.
      setError(newsletterMessages.invalidEmail);
      return;
    }
    subscribe.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast.success(newsletterMessages.subscribed);
          setEmail('');
          setError(null);
        },
        onError: (failure) => {
          const userFit = failure instanceof ApiError || failure instanceof NetworkError;
          toast.error(userFit ? failure.message : newsletterMessages.failed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId} className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.org"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={subscribe.isPending} aria-busy={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
