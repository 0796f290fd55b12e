import { zodResolver } from '@hookform/resolvers/zod';
import { applyGuestCodeSchema, GUEST_CODE_MAX_LENGTH, paymentMessages } from '@catalyst/shared';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { EditorField } from '@/components/form/editor-field';
import { useApplyGuestCode } from '../../api/apply-guest-code';
import { paymentErrorMessage } from '../../payment-error-message';

// No client-side rule, an empty code included; the server decides.
const guestCodeFormSchema = z.object({ code: applyGuestCodeSchema.shape.code });
type GuestCodeInput = z.input<typeof guestCodeFormSchema>;
type GuestCode = z.output<typeof guestCodeFormSchema>;

/** Where a redeemed code leads: the edit page, told the organization is now paid. */
const guestSuccessSearch = '?success=true&guest=true';

/** 'Have a Guest Code?': redeems a code for the organization instead of paying. */
export function GuestCodeForm({
  orgId,
  disabled = false,
}: {
  orgId: string;
  /** A checkout is under way. */
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  const redemption = useApplyGuestCode();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<GuestCodeInput, unknown, GuestCode>({
    resolver: zodResolver(guestCodeFormSchema),
    defaultValues: { code: '' },
  });
  const error = errors.code?.message;
  const applying = redemption.isPending || redemption.isSuccess;

  const onValid = ({ code }: GuestCode) => {
    redemption.mutate(
      { organizationId: orgId, code },
      {
        onSuccess: () =>
          void navigate({
            pathname: paths.organizationEditPath(orgId),
            search: guestSuccessSearch,
          }),
        onError: (failure) =>
          setError(
            'code',
            {
              type: 'server',
              message: paymentErrorMessage(failure, paymentMessages.invalidGuestCode),
            },
            { shouldFocus: true },
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <EditorField label={paymentMessages.guestCodeLabel} error={error}>
        {(controlProps) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...controlProps}
              {...register('code', {
                onChange: () => {
                  if (error) clearErrors('code');
                },
              })}
              placeholder={paymentMessages.guestCodeLabel}
              maxLength={GUEST_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <Button
              type="submit"
              variant="outline"
              className="sm:w-28"
              disabled={applying || disabled}
              aria-busy={applying || undefined}
            >
              {applying ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {paymentMessages.guestCodeApply}
            </Button>
          </div>
        )}
      </EditorField>
    </form>
  );
}
