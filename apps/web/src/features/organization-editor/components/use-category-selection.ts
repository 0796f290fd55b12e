import { MAX_CATEGORIES, type Category } from '@catalyst/shared';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  appendToOrder,
  moveInOrder,
  orderedIds,
  removeFromOrder,
  type MoveDirection,
} from '../lib/category-order';
import { isOrderable, type OrganizationFormValues } from './form-values';

/**
 * The selected categories and their order, kept together in the form: selecting appends an
 * orderable category to the end of the order, deselecting takes it out.
 */
export function useCategorySelection(categoryById: ReadonlyMap<string, Category>) {
  const { control, setValue } = useFormContext<OrganizationFormValues>();
  const { field, fieldState } = useController({ control, name: 'categoryIds' });
  const order = useWatch({ control, name: 'categoriesOrder' }) ?? {};
  const selectedIds = field.value;

  function toggle(id: string) {
    const selected = selectedIds.includes(id);
    if (!selected && selectedIds.length >= MAX_CATEGORIES) return;
    field.onChange(selected ? selectedIds.filter((other) => other !== id) : [...selectedIds, id]);
    const nextOrder = selected
      ? removeFromOrder(order, id)
      : isOrderable(categoryById.get(id))
        ? appendToOrder(order, id)
        : order;
    setValue('categoriesOrder', nextOrder, { shouldDirty: true });
  }

  function move(id: string, direction: MoveDirection) {
    setValue('categoriesOrder', moveInOrder(order, id, direction), { shouldDirty: true });
  }

  return {
    selectedIds,
    /** The orderable selected categories, first to last. */
    orderedIds: orderedIds(order),
    atLimit: selectedIds.length >= MAX_CATEGORIES,
    error: fieldState.error?.message,
    /** Lets a failed save move the focus to the categories. */
    focusRef: field.ref,
    toggle,
    move,
  };
}
