import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  type CategoryGroup,
  type MemberRole,
  type Organization,
  organizationFormMessages,
  type OrganizationUpdate,
  organizationUpdateSchema,
  SAVE_REDIRECT_MS,
} from '@catalyst/shared';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useNavigate, Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUpdateOrganization } from '@/features/organizations';
import { BasicInfoSection } from './basic-info-section';
import { CategoriesEditor } from './categories-editor';
import { toFormValues, type OrganizationFormValues } from './form-values';
import { ImagesSection } from './images-section';
import { LinksSection } from './links-section';
import { saveErrorMessage } from './save-error-message';

// The order a person reads the form in: a failed save moves the focus to the first of these
// that is wrong (controlled fields register out of that order).
const fieldOrder = [
  'name',
  'description',
  'country',
  'location',
  'foundedYear',
  'websiteUrl',
  'linkedinUrl',
  'twitterUrl',
  'blogUrl',
  'categoryIds',
] as const satisfies readonly FieldPath<OrganizationFormValues>[];

function firstInvalidField(
  errors: FieldErrors<OrganizationFormValues>,
): FieldPath<OrganizationFormValues> | undefined {
  const field = fieldOrder.find((name) => errors[name]);
  if (field) return field;
  const detailId = Object.keys(errors.categoriesDetails ?? {})[0];
  return detailId ? `categoriesDetails.${detailId}` : undefined;
}

/**
 * After a save, the profile opens once the confirmation has been seen, at the address the
 * saved organization has (a new name may have given it a new slug).
 */
function useRedirectAfterSave(savedSlug: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (savedSlug === undefined) return;
    const timer = window.setTimeout(
      () => void navigate(paths.organizationPath(savedSlug)),
      SAVE_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [savedSlug, navigate]);
}

/**
 * The editor's form. It starts from the organization as loaded and keeps what the person
 * typed across later cache updates (image uploads, a failed save); the shared schema
 * validates it exactly as the server will.
 */
export function OrganizationForm({
  organization,
  role,
  categories,
  groups,
}: {
  /** The organization as currently saved: its images follow uploads at once. */
  organization: Organization;
  /** The editing person's role in it. */
  role: MemberRole;
  categories: readonly Category[];
  groups: readonly CategoryGroup[];
}) {
  const [defaultValues] = useState(() => toFormValues(organization, categories));
  const form = useForm<OrganizationFormValues, unknown, OrganizationUpdate>({
    resolver: zodResolver(organizationUpdateSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const save = useUpdateOrganization(organization.id);
  useRedirectAfterSave(save.data?.slug);

  const onValid = (values: OrganizationUpdate) => save.mutate(values);
  const onInvalid = (errors: FieldErrors<OrganizationFormValues>) => {
    const first = firstInvalidField(errors);
    if (first) form.setFocus(first);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="flex flex-col gap-6"
      >
        <BasicInfoSection />
        <LinksSection organization={organization} role={role} />
        <ImagesSection organization={organization} />
        <CategoriesEditor organization={organization} categories={categories} groups={groups} />

        <div className="flex flex-col gap-4">
          {save.isError ? (
            <Alert variant="destructive">
              <AlertDescription className="mt-0">{saveErrorMessage(save.error)}</AlertDescription>
            </Alert>
          ) : null}
          {save.isSuccess ? (
            <Alert variant="success" role="status">
              <AlertDescription className="mt-0 flex items-center gap-2">
                <CheckCircle2 aria-hidden className="size-4 shrink-0" />
                {organizationFormMessages.updated}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline" size="lg">
              <Link to={paths.organizationPath(organization.slug)}>
                {organizationFormMessages.cancel}
              </Link>
            </Button>
            <Button
              type="submit"
              size="lg"
              disabled={save.isPending || save.isSuccess}
              aria-busy={save.isPending}
            >
              {save.isPending
                ? organizationFormMessages.saving
                : organizationFormMessages.saveChanges}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
