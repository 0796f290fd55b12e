import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/notify';

const cannotShowAgain = 'Copy it now: it cannot be shown again.';

/**
 * The new code, the one time it exists in the clear: stored only as a hash, it cannot be shown
 * again, so the moderator copies it here. Stays until they say they are done.
 */
export function CreatedCodePanel({ code, onDone }: { code: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success('Guest code copied.');
    } catch {
      toast.error('Copying failed: select the code and copy it yourself.');
    }
  }

  return (
    <section
      aria-labelledby="created-code-title"
      className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-950 sm:p-5"
    >
      <h2 id="created-code-title" className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden className="size-5 shrink-0" />
        New guest code
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="rounded-lg border border-green-300 bg-white px-3 py-2 font-mono text-base break-all text-slate-900 select-all">
          {code}
        </code>
        <Button
          type="button"
          variant="outline"
          onClick={() => void copy()}
          className="self-start sm:self-auto"
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy code'}
        </Button>
      </div>
      <p className="text-sm font-medium">{cannotShowAgain}</p>
      <Button type="button" size="sm" variant="ghost" className="self-start" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
