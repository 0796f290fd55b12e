import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizeUrl,
  ORGANIZATION_DESCRIPTION_MAX,
  type OrganizationCreate,
  type OrganizationCreateInput,
  organizationCreateSchema,
  organizationFormMessages,
  urlExamples,
} from '@catalyst/shared';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useCreateOrganization } from '../../api/create-organization';
import { CharacterCounter } from '../form-fields/character-counter';
import { EditorField } from '../form-fields/editor-field';
import { Textarea } from '@/components/ui/textarea';
import { CountrySelect } from '../form-fields/country-select';
import { createErrorMessage } from './create-error-message';

/** Route state the plan selection page reads: it only opens for a brand-new organization. */
export interface NewlyCreatedState {
  newlyCreated: true;
}

// Fields register in render order, the country (a controlled select) last; focus follows
// the order a person reads the form in instead.
const fieldOrder = ['name', 'description', 'country', 'location', 'websiteUrl'] as const;

const emptyForm: OrganizationCreateInput = {
  name: '',
  description: '',
  country: '',
  location: '',
  websiteUrl: '',
};

/**
 * The first step of a profile: name, description and country (required), location and
 * website (optional). The shared schema validates, exactly as the server will; a created
 * organization continues to plan selection.
 */
export function OrganizationCreateForm() {
  const navigate = useNavigate();
  const creation = useCreateOrganization();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<OrganizationCreateInput, unknown, OrganizationCreate>({
    resolver: zodResolver(organizationCreateSchema),
    defaultValues: emptyForm,
    shouldFocusError: false,
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const busy = creation.isPending;

  const onValid = (values: OrganizationCreate) => {
    creation.mutate(values, {
      onSuccess: (organization) => {
        const state: NewlyCreatedState = { newlyCreated: true };
        void navigate(paths.paymentSelectPath(organization.id), { state });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<OrganizationCreateInput>) => {
    const first = fieldOrder.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const website = register('websiteUrl', {
    // Spec section 5: https:// is added on leaving the field; the check follows at once.
    onBlur: (event: { target: HTMLInputElement }) => {
      setValue('websiteUrl', normalizeUrl(event.target.value), { shouldValidate: true });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-6">
      {creation.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">{createErrorMessage(creation.error)}</AlertDescription>
        </Alert>
      ) : null}

      <EditorField label="Organization name" required error={errors.name?.message}>
        {(controlProps) => (
          <Input {...controlProps} {...register('name')} autoComplete="organization" />
        )}
      </EditorField>

      <EditorField
        label="Description"
        required
        error={errors.description?.message}
        footer={(id) => (
          <CharacterCounter
            id={id}
            length={description.length}
            max={ORGANIZATION_DESCRIPTION_MAX}
          />
        )}
      >
        {(controlProps) => (
          <Textarea
            {...controlProps}
            {...register('description')}
            rows={6}
            maxLength={ORGANIZATION_DESCRIPTION_MAX}
            placeholder="What is your organization's mission, and how does it pursue it?"
          />
        )}
      </EditorField>

      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <CountrySelect
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />

      <EditorField label="Location" hint="City or region" error={errors.location?.message}>
        {(controlProps) => (
          <Input {...controlProps} {...register('location')} autoComplete="address-level2" />
        )}
      </EditorField>

      <EditorField label="Website" error={errors.websiteUrl?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...website}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={`https://${urlExamples.websiteUrl}`}
          />
        )}
      </EditorField>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? organizationFormMessages.creating : organizationFormMessages.createSubmit}
        </Button>
      </div>
    </form>
  );
}
