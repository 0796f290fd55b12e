import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** What a field's control needs to be tied to its label, hint, error and footer. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled editor field: the control comes from `children`, which receives the ids and
 * states that connect it to its hint, its error (announced) and its footer (e.g. a counter).
 */
export function EditorField({
  label,
  required = false,
  hint,
  error,
  footer,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Rendered under the control with the given id, e.g. a character counter. */
  footer?: (id: string) => ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const footerId = `${id}-footer`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, footer ? footerId : null]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = { id };
  if (error) control['aria-invalid'] = true;
  if (describedBy) control['aria-describedby'] = describedBy;
  if (required) control['aria-required'] = true;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {children(control)}
      {footer ? footer(footerId) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
