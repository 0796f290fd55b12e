import { orderedCategoryIds } from '@/features/organizations';

/** Category id → position; holds exactly the selected categories that take part in ordering. */
type CategoryOrder = Record<string, number>;

export type MoveDirection = 'up' | 'down';

/** The ids of an order, first to last. */
export function orderedIds(order: CategoryOrder): string[] {
  return Object.entries(order)
    .sort(([idA, a], [idB, b]) => a - b || idA.localeCompare(idB))
    .map(([id]) => id);
}

/**
 * The saved order as consecutive positions 0..n-1 over the orderable categories only. Saved
 * values may have gaps, ties or holes; consecutive ones make every move a clean swap.
 */
export function initialOrder(
  categoryIds: readonly string[],
  savedOrder: CategoryOrder,
  isOrderable: (id: string) => boolean,
): CategoryOrder {
  const ids = orderedCategoryIds({ categoryIds: [...categoryIds], categoriesOrder: savedOrder });
  return Object.fromEntries(ids.filter(isOrderable).map((id, position) => [id, position]));
}

/** A newly selected category goes to the end. */
export function appendToOrder(order: CategoryOrder, id: string): CategoryOrder {
  if (id in order) return order;
  const last = Math.max(-1, ...Object.values(order));
  return { ...order, [id]: last + 1 };
}

export function removeFromOrder(order: CategoryOrder, id: string): CategoryOrder {
  if (!(id in order)) return order;
  return Object.fromEntries(Object.entries(order).filter(([key]) => key !== id));
}

/** Swaps the category's position with its neighbour's; a move past either end changes nothing. */
export function moveInOrder(
  order: CategoryOrder,
  id: string,
  direction: MoveDirection,
): CategoryOrder {
  const ids = orderedIds(order);
  const index = ids.indexOf(id);
  const neighbour = ids[direction === 'up' ? index - 1 : index + 1];
  if (index === -1 || neighbour === undefined) return order;
  return { ...order, [id]: order[neighbour]!, [neighbour]: order[id]! };
}
