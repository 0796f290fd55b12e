import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, displayNameSchema, type DisplayNameInput } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type AuthUser, useAuth, userProfileQuery } from '@/features/auth';
import { useUpdateDisplayName } from '../../api/update-display-name';

/** The name shown in the header and on the dashboard. */
export function DisplayNameForm({ user }: { user: AuthUser }) {
  const inputId = useId();
  const errorId = useId();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<DisplayNameInput>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { name: user.name },
    // The message goes as soon as the user types again; it comes back only on a new attempt.
    reValidateMode: 'onSubmit',
    // The one field sits right beside the button; the message is announced as an alert.
    shouldFocusError: false,
  });
  const update = useUpdateDisplayName();
  const unchanged = useWatch({ control, name: 'name' }).trim() === user.name.trim();
  const error = errors.name?.message;

  const onValid = ({ name }: DisplayNameInput) => {
    update.mutate(name, {
      onSuccess: async () => {
        toast.success(authMessages.profileUpdated);
        setValue('name', name);
        await Promise.allSettled([
          refresh(),
          queryClient.invalidateQueries({ queryKey: userProfileQuery(user.id).queryKey }),
        ]);
      },
      onError: () => toast.error(authMessages.profileUpdateFailed),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-2">
      {/* The block's heading shows the same words right above. */}
      <Label htmlFor={inputId} className="sr-only">
        Display name
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          autoComplete="name"
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:max-w-sm"
          {...register('name', {
            onChange: () => {
              if (error) clearErrors('name');
            },
          })}
        />
        <Button type="submit" disabled={update.isPending || unchanged} aria-busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
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
