import { messages } from '@catalyst/shared';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function DiscoveryEmptyState({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-slate-500" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{messages.discovery.emptyTitle}</h3>
      <p className="mt-1 text-sm text-slate-600">{messages.discovery.emptyHint}</p>
      {onClearFilters ? (
        <Button type="button" variant="outline" className="mt-6" onClick={onClearFilters}>
          {messages.discovery.clearAll}
        </Button>
      ) : null}
    </div>
  );
}
