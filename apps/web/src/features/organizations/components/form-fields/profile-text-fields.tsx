import { ORGANIZATION_DESCRIPTION_MAX } from '@catalyst/shared';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CharacterCounter } from '@/components/form/character-counter';
import { EditorField } from '@/components/form/editor-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/**
 * The profile's text fields as both the creation form and the editor ask for them; each form
 * registers the field with its own react-hook-form and hands the registration in.
 */
interface ProfileTextFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The organization's name, required. */
export function OrganizationNameField({
  label,
  registration,
  error,
}: ProfileTextFieldProps & { label: string }) {
  return (
    <EditorField label={label} required error={error}>
      {(controlProps) => <Input {...controlProps} {...registration} autoComplete="organization" />}
    </EditorField>
  );
}

/** The organization's description, required, with its length counted against the limit. */
export function OrganizationDescriptionField({
  registration,
  error,
  length,
  textarea,
}: ProfileTextFieldProps & {
  length: number;
  /** What the creation form adds: a hard stop at the limit and a prompt. */
  textarea?: Pick<ComponentProps<typeof Textarea>, 'maxLength' | 'placeholder'>;
}) {
  return (
    <EditorField
      label="Description"
      required
      error={error}
      footer={(id) => (
        <CharacterCounter id={id} length={length} max={ORGANIZATION_DESCRIPTION_MAX} />
      )}
    >
      {(controlProps) => <Textarea {...controlProps} {...registration} rows={6} {...textarea} />}
    </EditorField>
  );
}

/** Where the organization is, optional. */
export function OrganizationLocationField({ registration, error }: ProfileTextFieldProps) {
  return (
    <EditorField label="Location" hint="City or region" error={error}>
      {(controlProps) => (
        <Input {...controlProps} {...registration} autoComplete="address-level2" />
      )}
    </EditorField>
  );
}
