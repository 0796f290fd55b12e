import { ACTION_REASON_MAX } from '@catalyst/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { CharacterCounter } from '@/components/form/character-counter';
import { EditorField } from '@/components/form/editor-field';

/**
 * Why an administrator acts, as every action of the console asks it: a required text with
 * its count against the shared limit. `registration` is the form's for the field; the hint
 * says who reads it (by default, the audit log alone).
 */
export function ReasonField({
  label = 'Reason',
  hint = 'Kept in the audit log beside your name.',
  error,
  length,
  registration,
  rows = 5,
}: {
  label?: string;
  hint?: string;
  error: string | undefined;
  /** How many characters it holds now. */
  length: number;
  registration: UseFormRegisterReturn;
  rows?: number;
}) {
  return (
    <EditorField
      label={label}
      required
      hint={hint}
      error={error}
      footer={(id) => <CharacterCounter id={id} length={length} max={ACTION_REASON_MAX} />}
    >
      {(controlProps) => <Textarea {...controlProps} {...registration} rows={rows} />}
    </EditorField>
  );
}
