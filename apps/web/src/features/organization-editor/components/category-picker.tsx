import {
  type Category,
  type CategoryGroup,
  MAX_CATEGORIES,
  organizationFormMessages,
} from '@catalyst/shared';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useId, useMemo, type Ref } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { CategoryGroupCard, CategoryOption, groupColor } from '@/features/taxonomy';
import { FieldError } from '@/components/form/editor-field';

const CATEGORY_PICKER_HINT = `Choose at least one category from each group, up to ${MAX_CATEGORIES} in total. Hover or focus a category to see what it means.`;

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
            <ul className="flex flex-col p-2">
              {members.map((category) => (
                <CategoryOption
                  key={category.id}
                  category={category}
                  selected={selected.has(category.id)}
                  disabled={atLimit && !selected.has(category.id)}
                  muted={atLimit && !selected.has(category.id)}
                  invalid={Boolean(error)}
                  onToggle={onToggle}
                  checkboxRef={category.id === firstId ? focusRef : undefined}
                />
              ))}
            </ul>
          </CategoryGroupCard>
        ))}
      </div>
    </div>
  );
}
