import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressProofRequired, addressProofMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { verifyEmailWithProof } from '../api/verify-email';
import { loginSchema, resetPasswordSchema, type ResetPasswordInput } from '../auth-validation';
import { AuthNotice } from './auth-notice';
import { FormField, NewPasswordPair } from './form-field';

const currentPasswordSchema = loginSchema.pick({ password: true });

interface ProofFormProps {
  token: string;
  userId: string;
  onVerified: () => void;
}

/** Sends the link with one proof of the account: its password, or a new one. */
function useProof({ token, userId, onVerified }: ProofFormProps) {
  return useMutation({
    mutationFn: (proof: { password: string } | { newPassword: string }) =>
      verifyEmailWithProof({ token, userId, ...proof }),
    onSuccess: onVerified,
  });
}

/** What both proofs look like: the refusal, if any, the fields, and one button. */
function ProofForm({
  proof,
  onSubmit,
  children,
}: {
  proof: ReturnType<typeof useProof>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {proof.isError ? (
        <AuthNotice tone="error">
          {proof.error instanceof ApiError && proof.error.message
            ? proof.error.message
            : addressProofMessages.required}
        </AuthNotice>
      ) : null}
      {children}
      <Button type="submit" size="lg" disabled={proof.isPending} aria-busy={proof.isPending}>
        {proof.isPending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}

/** The account's password, typed to show that whoever followed the link holds the account. */
function CurrentPasswordProof(props: ProofFormProps) {
  const proof = useProof(props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  return (
    <ProofForm proof={proof} onSubmit={handleSubmit(({ password }) => proof.mutate({ password }))}>
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </ProofForm>
  );
}

/** A new password, chosen with the proof: it replaces whatever password the account had. */
function NewPasswordProof(props: ProofFormProps) {
  const proof = useProof(props);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  return (
    <ProofForm
      proof={proof}
      onSubmit={handleSubmit(({ password }) => proof.mutate({ newPassword: password }))}
    >
      <NewPasswordPair
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirm?.message, ...register('confirm') }}
      />
    </ProofForm>
  );
}

/**
 * A verification link followed in a browser not signed in to its account: the address is
 * proven by the link, the account by its password or by a new one, which then replaces any
 * other (someone else may have registered the address). Either signs this browser in.
 */
export function AddressProofForm({
  required,
  ...props
}: ProofFormProps & { required: AddressProofRequired }) {
  const [choosing, setChoosing] = useState(!required.hasPassword);
  return (
    <div className="flex flex-col gap-4">
      <AuthNotice tone="info" title="Confirm it's you">
        {choosing ? addressProofMessages.chooseRequired : addressProofMessages.required}
        <span className="mt-1 block font-medium break-all">{required.email}</span>
      </AuthNotice>
      {choosing ? <NewPasswordProof {...props} /> : <CurrentPasswordProof {...props} />}
      {required.hasPassword ? (
        <Button type="button" variant="ghost" onClick={() => setChoosing(!choosing)}>
          {choosing ? 'Enter my password instead' : 'Choose a new password instead'}
        </Button>
      ) : null}
    </div>
  );
}
