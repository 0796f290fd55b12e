import { messages, type Category, type Country } from '@catalyst/shared';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface FilterChipsProps {
  /** The selected categories, in the order they were chosen. */
  categories: Pick<Category, 'id' | 'name' | 'emoji'>[];
  country: Pick<Country, 'code' | 'name' | 'flagEmoji'> | undefined;
  onRemoveCategory: (categoryId: string) => void;
  onRemoveCountry: () => void;
  onClearAll: () => void;
  className?: string;
}

/** The active filters, each removable, with a way to start over. Renders nothing when none. */
export function FilterChips({
  categories,
  country,
  onRemoveCategory,
  onRemoveCountry,
  onClearAll,
  className,
}: FilterChipsProps) {
  if (categories.length === 0 && !country) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {country ? (
          <Chip label={country.name} icon={country.flagEmoji} onRemove={onRemoveCountry} />
        ) : null}
        {categories.map((category) => (
          <Chip
            key={category.id}
            label={category.name}
            icon={category.emoji}
            onRemove={() => onRemoveCategory(category.id)}
          />
        ))}
      </ul>
      <Button type="button" variant="ghost" size="sm" onClick={onClearAll}>
        {messages.discovery.clearAll}
      </Button>
    </div>
  );
}

function Chip({ label, icon, onRemove }: { label: string; icon: ReactNode; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
      <span aria-hidden>{icon}</span>
      {label}
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
