import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressProofRequired, addressProofMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { verifyEmailWithProof } from '../api/verify-email';
import { loginSchema, resetPasswordSchema, type ResetPasswordInput } from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { FormField, NewPasswordField } from './form-field';

const currentPasswordSchema = loginSchema.pick({ password: true });

function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : addressProofMessages.required;
}

interface ProofFormProps {
  token: string;
  userId: string;
  onVerified: () => void;
}

/** The account's password, typed to show that whoever followed the link holds the account. */
function CurrentPasswordProof({ token, userId, onVerified }: ProofFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const confirm = useMutation({
    mutationFn: (password: string) => verifyEmailWithProof({ token, userId, password }),
    onSuccess: onVerified,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => confirm.mutate(password))}
      className="flex flex-col gap-4"
    >
      {confirm.isError ? (
        <AuthNotice tone="error">{failureMessage(confirm.error)}</AuthNotice>
      ) : null}
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}

/** A new password, chosen with the proof: it replaces whatever password the account had. */
function NewPasswordProof({ token, userId, onVerified }: ProofFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const confirm = useMutation({
    mutationFn: (newPassword: string) => verifyEmailWithProof({ token, userId, newPassword }),
    onSuccess: onVerified,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => confirm.mutate(password))}
      className="flex flex-col gap-4"
    >
      {confirm.isError ? (
        <AuthNotice tone="error">{failureMessage(confirm.error)}</AuthNotice>
      ) : null}
      <NewPasswordField
        label="New password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" size="lg" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}

/**
 * A verification link followed in a browser not signed in to its account: the address is
 * proven by the link, the account by its password or by a new one, which then replaces any
 * other (someone else may have registered the address). Either signs this browser in.
 */
export function AddressProofForm({
  token,
  userId,
  required,
  onVerified,
}: ProofFormProps & { required: AddressProofRequired }) {
  const [choosing, setChoosing] = useState(!required.hasPassword);
  return (
    <div className="flex flex-col gap-4">
      <AuthNotice tone="info" title="Confirm it's you">
        {required.hasPassword && !choosing
          ? addressProofMessages.required
          : addressProofMessages.chooseRequired}
        <span className="mt-1 block font-medium break-all">{required.email}</span>
      </AuthNotice>
      {choosing ? (
        <NewPasswordProof token={token} userId={userId} onVerified={onVerified} />
      ) : (
        <CurrentPasswordProof token={token} userId={userId} onVerified={onVerified} />
      )}
      {required.hasPassword ? (
        <Button type="button" variant="ghost" onClick={() => setChoosing(!choosing)}>
          {choosing ? 'Enter my password instead' : 'Choose a new password instead'}
        </Button>
      ) : null}
    </div>
  );
}
