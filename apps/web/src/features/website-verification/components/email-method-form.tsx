import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiMessages,
  isDomainContactAddress,
  type WebsiteEmailInput,
  websiteEmailInputSchema,
  websiteVerificationMessages as text,
} from '@catalyst/shared';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormRootError } from '@/components/form-root-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-error-message';
import { EditorField } from '@/components/form/editor-field';
import { useWebsiteEmail } from '../api/website-verification';

type EmailOutput = z.output<typeof websiteEmailInputSchema>;

/** An address at the domain; the server checks the domain again and mails the link. */
export function EmailMethodForm({
  organizationId,
  domain,
}: {
  organizationId: string;
  domain: string;
}) {
  const sending = useWebsiteEmail(organizationId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<WebsiteEmailInput, unknown, EmailOutput>({
    resolver: zodResolver(websiteEmailInputSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onValid = ({ email }: EmailOutput) => {
    // The same rule the server enforces, said before a round trip.
    if (!isDomainContactAddress(email, domain)) {
      setError('email', { message: text.emailOtherDomain(domain) });
      return;
    }
    setSentTo(null);
    sending.mutate(email, {
      onSuccess: (sent) => setSentTo(sent.email),
      onError: (error) =>
        setError('root', { message: apiErrorMessage(error, apiMessages.internal) }),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <EditorField
        label="Email address"
        required
        hint={`One of the addresses that speak for a domain: admin@, administrator@, webmaster@, hostmaster@ or postmaster@${domain}.`}
        error={errors.email?.message}
      >
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
      <FormRootError message={errors.root?.message} />
      {sentTo ? (
        <Alert variant="success">
          <AlertDescription className="mt-0">{text.emailSent(sentTo)}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={sending.isPending}>
          <Send aria-hidden />
          {sending.isPending ? 'Sending…' : 'Send the link'}
        </Button>
      </div>
    </form>
  );
}
