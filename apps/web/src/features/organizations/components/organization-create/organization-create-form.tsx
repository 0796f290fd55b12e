import type { NewlyCreatedState } from '../../route-state';
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
import { EditorField } from '@/components/form/editor-field';
import { CountrySelect } from '../form-fields/country-select';
import {
  OrganizationDescriptionField,
  OrganizationLocationField,
  OrganizationNameField,
} from '../form-fields/profile-text-fields';
import { createErrorMessage } from './create-error-message';

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
    // https:// is added on leaving the field; the check follows at once.
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

      <OrganizationNameField
        label="Organization name"
        registration={register('name')}
        error={errors.name?.message}
      />

      <OrganizationDescriptionField
        registration={register('description')}
        error={errors.description?.message}
        length={description.length}
        textarea={{
          maxLength: ORGANIZATION_DESCRIPTION_MAX,
          placeholder: "What is your organization's mission, and how does it pursue it?",
        }}
      />

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

      <OrganizationLocationField
        registration={register('location')}
        error={errors.location?.message}
      />

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
