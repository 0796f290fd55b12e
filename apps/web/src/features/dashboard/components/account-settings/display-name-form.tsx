import { authMessages } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { userProfileQuery } from '@/features/auth/api/get-user-profile';
import { useAuth, type AuthUser } from '@/features/auth/auth-context';
import { useUpdateDisplayName } from '../../api/update-display-name';

const NAME_REQUIRED = 'Please enter a display name.';

/** The name shown in the header and on the dashboard. */
export function DisplayNameForm({ user }: { user: AuthUser }) {
  const inputId = useId();
  const errorId = useId();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDisplayName();
  const trimmed = name.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) {
      setError(NAME_REQUIRED);
      return;
    }
    setError(null);
    update.mutate(trimmed, {
      onSuccess: async () => {
        toast.success(authMessages.profileUpdated);
        setName(trimmed);
        await Promise.allSettled([
          refresh(),
          queryClient.invalidateQueries({ queryKey: userProfileQuery(user.id).queryKey }),
        ]);
      },
      onError: () => toast.error(authMessages.profileUpdateFailed),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      {/* The block's heading shows the same words right above. */}
      <Label htmlFor={inputId} className="sr-only">
        Display name
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:max-w-sm"
        />
        <Button
          type="submit"
          disabled={update.isPending || trimmed === user.name.trim()}
          aria-busy={update.isPending}
        >
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
