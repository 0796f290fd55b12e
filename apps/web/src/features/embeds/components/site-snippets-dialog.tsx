import type { RefObject } from 'react';
import { DialogShell } from '@/components/dialog-shell';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { SiteSnippetsPanel, type SnippetOrganization } from './site-snippets-panel';

/** "On your website", over the dashboard: opened from an organization's row. */
export function SiteSnippetsDialog({
  organization,
  open,
  onOpenChange,
  triggerRef,
}: {
  organization: SnippetOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to: the dialog is opened by a button outside Radix's own trigger. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="On your website"
      description={`Show ${organization.name}’s open roles and badge on your organization’s own site: copy the code and paste it into a page’s HTML.`}
      scrollable
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      }}
    >
      <div className="mt-6">
        <SiteSnippetsPanel organization={organization} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Close
          </Button>
        </DialogClose>
      </DialogFooter>
    </DialogShell>
  );
}
