import { websiteVerificationMessages as text } from '@catalyst/shared';
import Copy from 'lucide-react/icons/copy';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Something to paste elsewhere (the code, the meta tag, the file's address), with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text.copied);
    } catch {
      toast.error(text.copyFailed);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
          {value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
