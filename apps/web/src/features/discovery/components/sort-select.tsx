import { ORGANIZATION_SORTS, type OrganizationSort } from '@catalyst/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { discoveryLabels } from '../discovery-labels';
import { NativeSelect } from './native-select';

export const SORT_LABELS: Record<OrganizationSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  updated: 'Recently updated',
  name: 'Name A–Z',
};

export interface SortSelectProps {
  /** The order the grid is in. */
  value: OrganizationSort;
  onValueChange: (sort: OrganizationSort) => void;
  /** Best match ranks against a search; without one it is not offered. */
  searching: boolean;
  className?: string;
}

export function SortSelect({ value, onValueChange, searching, className }: SortSelectProps) {
  const id = useId();
  const options = ORGANIZATION_SORTS.filter((sort) => searching || sort !== 'relevance');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{discoveryLabels.sortBy}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const sort = options.find((option) => option === event.target.value);
          if (sort) onValueChange(sort);
        }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
