import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, deleteAccountSchema } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DialogActions, DialogShell } from '@/components/dialog-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { userQueryKeyRoot } from '@/lib/query-keys';
import { useAuth } from '@/features/auth';
import type { FlashState } from '@/hooks/use-flash-message';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '../../api/delete-account';
import { signOutLocally } from '../../api/sign-out-locally';
import { deleteAccountErrorMessage } from '../../lib/account-errors';

/** docs/product/rules-and-limits.md#account-deletion: the word the user types to confirm. */
const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The shared contract over the text the user types: the word must be DELETE exactly. */
const wordOnlySchema = z.object({
  confirmation: z.string().pipe(deleteAccountSchema.shape.confirmation),
  password: z.string(),
});
/** Password accounts must give their current password as well. */
const withPasswordSchema = wordOnlySchema.extend({
  password: z.string().min(1, authMessages.passwordRequired),
});
type DeleteAccountFormInput = z.input<typeof wordOnlySchema>;

interface DeleteAccountDialogProps {
  /** Password accounts confirm with their current password as well. */
  requiresPassword: boolean;
}

function DeleteAccountForm({
  requiresPassword,
  onPendingChange,
}: DeleteAccountDialogProps & { onPendingChange: (pending: boolean) => void }) {
  const baseId = useId();
  const confirmationId = `${baseId}-confirmation`;
  const passwordId = `${baseId}-password`;
  const errorId = `${baseId}-error`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<DeleteAccountFormInput>({
    resolver: zodResolver(requiresPassword ? withPasswordSchema : wordOnlySchema),
    defaultValues: { confirmation: '', password: '' },
    // The message goes as soon as the user types again; it comes back only on a new attempt.
    reValidateMode: 'onSubmit',
    // One message for the whole form, announced as an alert below the fields.
    shouldFocusError: false,
  });
  const deletion = useDeleteAccount();
  const [confirmation, password] = useWatch({ control, name: ['confirmation', 'password'] });

  const ready =
    confirmation === DELETE_CONFIRMATION_WORD && (!requiresPassword || password.length > 0);
  // The documented order: the word first, then the password; one message at a time.
  const errorField = errors.confirmation ? 'confirmation' : errors.password ? 'password' : null;
  const errorMessage = errorField ? errors[errorField]?.message : errors.root?.message;

  const deleteAccount = handleSubmit(({ password: currentPassword }) => {
    onPendingChange(true);
    deletion.mutate(
      requiresPassword
        ? { confirmation: DELETE_CONFIRMATION_WORD, password: currentPassword }
        : { confirmation: DELETE_CONFIRMATION_WORD },
      {
        onSuccess: async () => {
          const state: FlashState = { message: authMessages.accountDeleted };
          // Leave the guarded dashboard first: signing out while it is still shown would send
          // the user to /login instead of the home page with the confirmation.
          await navigate(paths.home, { state });
          await signOutLocally();
          queryClient.removeQueries({ queryKey: userQueryKeyRoot });
          await refresh().catch(() => undefined);
        },
        onError: (failure) => {
          onPendingChange(false);
          const message = deleteAccountErrorMessage(failure);
          const wrongPassword = message === authMessages.deleteWrongPassword;
          setError(wrongPassword ? 'password' : 'root', { message });
        },
      },
    );
  });

  function attemptDelete() {
    if (!deletion.isPending) void deleteAccount();
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attemptDelete();
  }

  // A disabled submit button blocks the browser's submit-on-Enter; the user still deserves
  // to hear what is missing.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      attemptDelete();
    }
  }

  const describedBy = (field: 'confirmation' | 'password') =>
    errorField === field ? errorId : undefined;
  const clearErrorsOnChange = {
    onChange: () => {
      clearErrors();
    },
  };

  return (
    <form noValidate onSubmit={handleFormSubmit} onKeyDown={handleKeyDown} className="mt-5">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={confirmationId}>
            Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION_WORD}</span> to
            confirm
          </Label>
          <Input
            id={confirmationId}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={errorField === 'confirmation' || undefined}
            aria-describedby={describedBy('confirmation')}
            {...register('confirmation', clearErrorsOnChange)}
          />
        </div>
        {requiresPassword ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={passwordId}>Current password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              aria-invalid={errorField === 'password' || undefined}
              aria-describedby={describedBy('password')}
              {...register('password', clearErrorsOnChange)}
            />
          </div>
        ) : null}
        {errorMessage ? (
          <Alert variant="destructive" id={errorId}>
            <AlertDescription className="mt-0">{errorMessage}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <DialogActions
        busy={deletion.isPending}
        label="Delete"
        busyLabel="Deleting..."
        variant="destructive"
        disabled={!ready}
      />
    </form>
  );
}

/**
 * Deleting the account: the user types DELETE (and, for password accounts, their current
 * password); the server removes their data, organizations and sessions and cancels their
 * subscriptions, and the user lands on the home page with the product's confirmation.
 */
export function DeleteAccountDialog({ requiresPassword }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      // Once the deletion is under way, the dialog stays until it settles.
      busy={pending}
      trigger={<Button variant="destructive">Delete Account</Button>}
      title="Delete Account"
      description="This permanently deletes your account. This action cannot be undone."
      icon={
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
          <TriangleAlert aria-hidden className="size-5" />
        </div>
      }
      scrollable
    >
      <ul className="mt-4 list-disc space-y-1 rounded-lg border border-red-200 bg-red-50 py-3 pr-4 pl-8 text-sm text-red-900">
        <li>Your profile and personal data</li>
        <li>Every organization you created, with its images</li>
        <li>Your active subscriptions, which are cancelled</li>
      </ul>
      <DeleteAccountForm requiresPassword={requiresPassword} onPendingChange={setPending} />
    </DialogShell>
  );
}
