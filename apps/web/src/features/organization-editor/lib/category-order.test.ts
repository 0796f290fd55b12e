import { describe, expect, it } from 'vitest';
import {
  appendToOrder,
  initialOrder,
  moveInOrder,
  orderedIds,
  removeFromOrder,
} from './category-order';

const notCompanyProperty = (id: string) => id !== 'cooperative' && id !== 'nonprofit';

describe('initialOrder', () => {
  it('turns the saved order into consecutive positions of the orderable categories', () => {
    const order = initialOrder(
      ['clean_energy', 'cooperative', 'housing', 'replication'],
      { clean_energy: 7, cooperative: 0, housing: 2, replication: 40 },
      notCompanyProperty,
    );
    expect(order).toEqual({ housing: 0, clean_energy: 1, replication: 2 });
  });

  it('puts categories without a saved position last, in selection order', () => {
    const order = initialOrder(['a', 'b', 'c'], { c: 1 }, () => true);
    expect(orderedIds(order)).toEqual(['c', 'a', 'b']);
    expect(order).toEqual({ c: 0, a: 1, b: 2 });
  });

  it('never orders the creation placeholder', () => {
    expect(initialOrder(['default_category', 'a'], {}, () => true)).toEqual({ a: 0 });
  });
});

describe('appendToOrder and removeFromOrder', () => {
  it('adds a newly selected category at the end', () => {
    expect(orderedIds(appendToOrder({ a: 0, b: 1 }, 'c'))).toEqual(['a', 'b', 'c']);
    expect(appendToOrder({}, 'a')).toEqual({ a: 0 });
  });

  it('leaves an already ordered category where it is', () => {
    const order = { a: 0, b: 1 };
    expect(appendToOrder(order, 'a')).toBe(order);
  });

  it('removes a deselected category and keeps the others in order', () => {
    const order = removeFromOrder({ a: 0, b: 1, c: 2 }, 'b');
    expect(order).toEqual({ a: 0, c: 2 });
    expect(orderedIds(appendToOrder(order, 'b'))).toEqual(['a', 'c', 'b']);
  });
});

describe('moveInOrder', () => {
  const order = { a: 0, b: 1, c: 2 };

  it('swaps the position with the neighbour above', () => {
    expect(moveInOrder(order, 'b', 'up')).toEqual({ a: 1, b: 0, c: 2 });
  });

  it('swaps the position with the neighbour below', () => {
    const moved = moveInOrder(order, 'b', 'down');
    expect(moved).toEqual({ a: 0, b: 2, c: 1 });
    expect(orderedIds(moved)).toEqual(['a', 'c', 'b']);
  });

  it('changes nothing past either end or for an unknown id', () => {
    expect(moveInOrder(order, 'a', 'up')).toBe(order);
    expect(moveInOrder(order, 'c', 'down')).toBe(order);
    expect(moveInOrder(order, 'z', 'up')).toBe(order);
  });

  it('swaps values that have gaps between them', () => {
    expect(moveInOrder({ a: 3, b: 10 }, 'b', 'up')).toEqual({ a: 10, b: 3 });
  });
});
