import {
  type Category,
  type CategoryGroup,
  MAX_CATEGORIES,
  organizationFormMessages,
} from '@catalyst/shared';
import { TriangleAlert } from 'lucide-react';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { groupColor } from '@/features/taxonomy/group-colors';
import { cn } from '@/lib/utils';
import { FieldError } from '../form-fields/editor-field';

export const CATEGORY_PICKER_HINT = `Choose at least one category from each group, up to ${MAX_CATEGORIES} in total. Hover or focus a category to see what it means.`;

interface CategoryPickerProps {
  groups: readonly CategoryGroup[];
  /** Every category that may be chosen (the creation placeholder is not among them). */
  categories: readonly Category[];
  selectedIds: readonly string[];
  atLimit: boolean;
  error: string | undefined;
  onToggle: (categoryId: string) => void;
  /** Given to the first checkbox, so a failed save can move the focus here. */
  focusRef: Ref<HTMLButtonElement>;
}

/** The category checkboxes, grouped; at the limit the unselected ones are disabled. */
export function CategoryPicker({
  groups,
  categories,
  selectedIds,
  atLimit,
  error,
  onToggle,
  focusRef,
}: CategoryPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const selected = new Set(selectedIds);
  const sections = useMemo(
    () =>
      groups
        .map((group, index) => ({
          group,
          color: groupColor(group, index),
          members: categories.filter((category) => category.groupId === group.id),
        }))
        .filter((section) => section.members.length > 0),
    [groups, categories],
  );
  const firstId = sections[0]?.members[0]?.id;
  const describedBy = [hintId, error ? errorId : null, atLimit ? limitId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Categories
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </p>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {CATEGORY_PICKER_HINT}{' '}
        <span className="font-medium text-slate-700">
          {selectedIds.length} of {MAX_CATEGORIES} selected.
        </span>
      </p>
      {atLimit ? (
        <Alert
          id={limitId}
          role="status"
          className="mt-3 border-amber-200 bg-amber-50 text-amber-900"
        >
          <AlertDescription className="mt-0 flex items-center gap-2">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {organizationFormMessages.categoryLimit(MAX_CATEGORIES)}
          </AlertDescription>
        </Alert>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ group, color, members }) => (
          <CategoryGroupCard key={group.id} group={group} color={color}>
            {members.map((category) => (
              <CategoryOption
                key={category.id}
                category={category}
                selected={selected.has(category.id)}
                disabled={atLimit && !selected.has(category.id)}
                invalid={Boolean(error)}
                onToggle={onToggle}
                checkboxRef={category.id === firstId ? focusRef : undefined}
              />
            ))}
          </CategoryGroupCard>
        ))}
      </div>
    </div>
  );
}

function CategoryGroupCard({
  group,
  color,
  children,
}: {
  group: CategoryGroup;
  color: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white"
      style={{ borderTopColor: color }}
      data-group={group.id}
    >
      <h3
        id={headingId}
        className="flex items-center gap-2 px-4 py-2.5 text-sm font-semibold text-slate-900"
        style={{ backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
      >
        <span aria-hidden>{group.emoji}</span>
        {group.name}
      </h3>
      <ul className="flex flex-col p-2">{children}</ul>
    </div>
  );
}

function CategoryOption({
  category,
  selected,
  disabled,
  invalid,
  onToggle,
  checkboxRef,
}: {
  category: Category;
  selected: boolean;
  disabled: boolean;
  invalid: boolean;
  onToggle: (categoryId: string) => void;
  checkboxRef: Ref<HTMLButtonElement> | undefined;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>
          <div
            className={cn(
              'flex items-center gap-2.5 rounded-md px-2 py-1.5',
              !disabled && 'hover:bg-slate-50',
            )}
          >
            <Checkbox
              id={id}
              ref={checkboxRef}
              checked={selected}
              disabled={disabled}
              onCheckedChange={() => onToggle(category.id)}
              aria-invalid={invalid || undefined}
              aria-describedby={descriptionId}
            />
            <label
              htmlFor={id}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-1.5 text-sm',
                disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-800',
              )}
            >
              <span aria-hidden>{category.emoji}</span>
              <span>{category.name}</span>
            </label>
            <span id={descriptionId} className="sr-only">
              {category.description}
            </span>
          </div>
        </TooltipTrigger>
        <TooltipContent side="top" align="start">
          {category.description}
        </TooltipContent>
      </Tooltip>
    </li>
  );
}
