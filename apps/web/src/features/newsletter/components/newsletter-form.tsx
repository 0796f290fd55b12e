import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  newsletterSubscribeSchema,
  type NewsletterSubscribeInput,
} from '@catalyst/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<NewsletterSubscribeInput>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '' },
    // The message goes as soon as the user types again; it comes back only on a new attempt.
    reValidateMode: 'onSubmit',
    // The one field sits right beside the button; the message is announced as an alert.
    shouldFocusError: false,
  });
  const subscribe = useSubscribeToNewsletter();
  const error = errors.email?.message;

  const onValid = (input: NewsletterSubscribeInput) => {
    subscribe.mutate(input, {
      onSuccess: () => {
        toast.success(messages.newsletter.subscribed);
        reset();
      },
      onError: (failure) => {
        const userFit = failure instanceof ApiError || failure instanceof NetworkError;
        toast.error(userFit ? failure.message : messages.newsletter.failed);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className={cn('flex flex-col gap-2', className)}
    >
      <Label htmlFor={inputId} className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.org"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
          {...register('email', {
            onChange: () => {
              if (error) clearErrors('email');
            },
          })}
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
