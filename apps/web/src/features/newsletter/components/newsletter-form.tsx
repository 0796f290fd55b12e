import { messages, newsletterSubscribeSchema } from '@catalyst/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, NetworkError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSubscribeToNewsletter } from '../api/subscribe';

/** An email box that subscribes the address to the newsletter and confirms with a toast. */
export function NewsletterForm({ className }: { className?: string }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeToNewsletter();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.newsletter.invalidEmail);
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(messages.newsletter.subscribed);
        setEmail('');
      },
      onError: (failure) => {
        const userFit = failure instanceof ApiError || failure instanceof NetworkError;
        toast.error(userFit ? failure.message : messages.newsletter.failed);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId} className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
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
