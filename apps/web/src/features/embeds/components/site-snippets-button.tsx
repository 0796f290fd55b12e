import CodeXml from 'lucide-react/icons/code-xml';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SnippetOrganization } from './site-snippets-panel';

const loadDialog = () => import('./site-snippets-dialog');
const SiteSnippetsDialog = lazy(async () => ({ default: (await loadDialog()).SiteSnippetsDialog }));

/** Starts fetching the dialog's code when the button is approached, so a click opens it at once. */
function preloadDialog() {
  void loadDialog();
}

/**
 * 'Embed' on an organization's row: opens the code for its own website. Few owners open it on
 * any visit, so its code (the builder, the preview, the copy fields) loads on first approach.
 */
export function SiteSnippetsButton({ organization }: { organization: SnippetOrganization }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Embed ${organization.name} on your site`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <CodeXml aria-hidden />
        Embed
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SiteSnippetsDialog
            organization={organization}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
