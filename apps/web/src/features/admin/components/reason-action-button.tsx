import { apiMessages, type ActionReasonInput, type ActionReasonSchema } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { ReasonDialog } from './reason-dialog';

/** What the button needs of the action's mutation, which takes the reason. */
interface ReasonAction<Result> {
  isPending: boolean;
  mutate(
    input: ActionReasonInput,
    callbacks: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
  ): void;
}

/**
 * An administrator's action as a small button that asks why first (ReasonDialog): on success
 * the dialog closes and `succeeded` is toasted; a refusal is shown in the dialog, which stays
 * open. Destructive actions get a red button, the others an outlined one.
 */
export function ReasonActionButton<Result>({
  action,
  succeeded,
  label,
  accessibleName,
  icon,
  destructive = false,
  ...dialog
}: {
  action: ReasonAction<Result>;
  succeeded: (result: Result) => string;
  /** The button's visible word. */
  label: string;
  /** The button's name, saying what it acts on. */
  accessibleName: string;
  icon: ReactNode;
  destructive?: boolean;
  schema: ActionReasonSchema;
  title: string;
  description: ReactNode;
  reasonHint?: string;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <ReasonDialog
      {...dialog}
      destructive={destructive}
      trigger={
        <Button
          type="button"
          variant={destructive ? 'destructive' : 'outline'}
          size="sm"
          aria-label={accessibleName}
        >
          {icon}
          {label}
        </Button>
      }
      busy={action.isPending}
      onSubmit={(input, done, fail) =>
        action.mutate(input, {
          onSuccess: (result) => {
            done();
            toast.success(succeeded(result));
          },
          onError: (error) => fail(apiErrorMessage(error, apiMessages.internal)),
        })
      }
    />
  );
}
