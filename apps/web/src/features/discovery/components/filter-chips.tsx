import {
  type Category,
  type Country,
  discoveryMessages,
  openRolePublicText,
} from '@catalyst/shared';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FilterChipsProps {
  /** The active search, if any. */
  query?: string | undefined;
  /** The selected categories, in the order they were chosen. */
  categories: Pick<Category, 'id' | 'name' | 'emoji'>[];
  country: Pick<Country, 'code' | 'name' | 'flagEmoji'> | undefined;
  /** 'Hiring now' is on. */
  hiring: boolean;
  onRemoveHiring: () => void;
  onRemoveCategory: (categoryId: string) => void;
  onRemoveCountry: () => void;
  onClearQuery: () => void;
  onClearAll: () => void;
  className?: string;
}

/** The active filters, each removable, with a way to start over. Renders nothing when none. */
export function FilterChips({
  query,
  categories,
  country,
  hiring,
  onRemoveHiring,
  onRemoveCategory,
  onRemoveCountry,
  onClearQuery,
  onClearAll,
  className,
}: FilterChipsProps) {
  if (categories.length === 0 && !country && !query && !hiring) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {query ? (
          <Chip
            label={`“${query}”`}
            icon={<Search className="size-3.5" />}
            prefix="Search "
            removeLabel={`Remove search “${query}”`}
            onRemove={onClearQuery}
          />
        ) : null}
        {hiring ? (
          <Chip
            label={openRolePublicText.hiringNow}
            icon={<BriefcaseBusiness className="size-3.5" />}
            onRemove={onRemoveHiring}
          />
        ) : null}
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
        {discoveryMessages.clearAll}
      </Button>
    </div>
  );
}

function Chip({
  label,
  icon,
  prefix,
  removeLabel = `Remove ${label}`,
  onRemove,
}: {
  label: string;
  icon: ReactNode;
  /** Said before the label to screen readers, where the icon alone names the kind of filter. */
  prefix?: string;
  removeLabel?: string;
  onRemove: () => void;
}) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
      <span aria-hidden>{icon}</span>
      {prefix ? <span className="sr-only">{prefix}</span> : null}
      <span className="truncate">{label}</span>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
