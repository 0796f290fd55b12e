import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiMessages,
  type InvitationInput,
  invitationInputSchema,
  MEMBER_ROLES,
  memberRoleLabels,
  teamMessages,
} from '@catalyst/shared';
import Send from 'lucide-react/icons/send';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-error-message';
import { EditorField } from '@/components/form/editor-field';
import { useSendInvitation } from '../api/team-changes';
import { FormSelect } from '@/components/form/form-select';

type InviteOutput = z.output<typeof invitationInputSchema>;

/** An owner's invitation: an address and a role; the link goes by mail. */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const sending = useSendInvitation(organizationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<InvitationInput, unknown, InviteOutput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', role: 'editor' },
    reValidateMode: 'onSubmit',
  });

  const onValid = (input: InviteOutput) =>
    sending.mutate(input, {
      onSuccess: () => {
        reset();
        toast.success(teamMessages.invitationSent);
      },
      onError: (error) =>
        setError('root', { message: apiErrorMessage(error, apiMessages.internal) }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <EditorField label="Email address" required error={errors.email?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('email', { onChange: () => clearErrors() })}
              type="email"
              autoComplete="off"
              inputMode="email"
            />
          )}
        </EditorField>
        <EditorField label="Role" required error={errors.role?.message}>
          {(controlProps) => (
            <FormSelect {...controlProps} {...register('role')}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {memberRoleLabels[role]}
                </option>
              ))}
            </FormSelect>
          )}
        </EditorField>
      </div>
      <FormRootError message={errors.root?.message} />
      <Button
        type="submit"
        className="self-start"
        disabled={sending.isPending}
        aria-busy={sending.isPending}
      >
        <Send aria-hidden />
        {sending.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
