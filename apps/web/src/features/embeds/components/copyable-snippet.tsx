import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** How long the button says 'Copied': long enough to read, short enough to copy again. */
export const COPIED_FEEDBACK_MS = 2000;

type CopyOutcome = 'idle' | 'copied' | 'selected';

/**
 * Something to paste into another site's HTML, read-only, with a Copy button. Without a
 * clipboard (an insecure origin, a browser that refuses) the text is selected instead, and
 * the person is told to copy it themselves.
 */
export function CopyableSnippet({ label, value }: { label: string; value: string }) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [last, setLast] = useState<{ outcome: CopyOutcome; value: string }>({
    outcome: 'idle',
    value,
  });
  // A new snippet (another theme, say) has not been copied yet.
  const outcome = last.value === value ? last.outcome : 'idle';

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setLast({ outcome: 'idle', value }), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, value]);

  async function copy() {
    try {
      // Absent outside a secure context; the call itself may be refused.
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setLast({ outcome: 'copied', value });
    } catch {
      field.current?.focus();
      field.current?.select();
      setLast({ outcome: 'selected', value });
    }
  }

  const action = outcome === 'copied' ? 'Copied' : 'Copy';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // The visible word first, then which field: the dialog has a Copy button per field.
          aria-label={`${action} ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
          {outcome === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {action}
        </Button>
      </div>
      {/* As tall as its text, even an address, so what is copied can be checked whole; three
          lines that scroll in a browser that cannot size a field to its content. Inline, not
          as classes: the app's class merging (lib/merge-classes.ts) knows neither group, and
          teaching it would cost every page's first load for this one lazy dialog. */}
      <Textarea
        id={fieldId}
        ref={field}
        value={value}
        readOnly
        spellCheck={false}
        rows={3}
        style={{ fieldSizing: 'content', resize: 'none' }}
        className="min-h-0 bg-slate-50 font-mono text-xs break-all text-slate-800"
      />
      <p
        role="status"
        className={outcome === 'selected' ? 'text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {outcome === 'copied' ? `${label} copied to the clipboard.` : null}
        {outcome === 'selected'
          ? 'Your browser did not allow copying. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.'
          : null}
      </p>
    </div>
  );
}
