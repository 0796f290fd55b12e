import { normalizeUrl, urlExamples } from '@catalyst/shared';
import { useFormContext, useFormState } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { EditorField } from '@/components/form/editor-field';
import type { OrganizationFormValues } from './form-values';

type UrlFieldName = keyof typeof urlExamples;

/**
 * A link field: on leaving it, https:// is prepended when no http(s) prefix
 * was typed, and the address is checked at once so a mistake shows where it was made.
 */
export function UrlField({ name, label }: { name: UrlFieldName; label: string }) {
  const { register, setValue, trigger } = useFormContext<OrganizationFormValues>();
  const { errors } = useFormState<OrganizationFormValues>({ name });
  const registration = register(name, {
    onBlur: (event: { target: HTMLInputElement }) => {
      const typed = event.target.value;
      const normalized = normalizeUrl(typed);
      if (normalized !== typed) setValue(name, normalized, { shouldDirty: true });
      void trigger(name);
    },
  });
  return (
    <EditorField label={label} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={`https://${urlExamples[name]}`}
        />
      )}
    </EditorField>
  );
}
