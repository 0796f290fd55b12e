import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/**
 * One item of a list its owners manage (milestones, open roles): what it says on the left, its
 * actions beside it from the small breakpoint up and below it on phones. `spacing` is the row's
 * vertical padding, which each list sets to its density.
 */
export function EditableListRow({
  spacing,
  children,
  actions,
}: {
  spacing: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className={`flex flex-col gap-3 ${spacing} sm:flex-row sm:items-start sm:justify-between`}>
      <div className="min-w-0">{children}</div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/**
 * A row's Delete button (named after the item for screen readers) and the dialog that asks
 * again. `onConfirm` is handed `close`, to call once the deletion succeeded; on failure the
 * dialog stays open for another try.
 */
export function DeleteRowAction({
  itemName,
  title,
  description,
  busy,
  onConfirm,
}: {
  itemName: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: (close: () => void) => void | Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      trigger={
        <Button type="button" variant="outline" size="sm">
          Delete<span className="sr-only"> {itemName}</span>
        </Button>
      }
      open={confirming}
      onOpenChange={setConfirming}
      busy={busy}
      onConfirm={() => void onConfirm(() => setConfirming(false))}
    />
  );
}
