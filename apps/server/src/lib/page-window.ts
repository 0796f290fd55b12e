import { ADMIN_PAGE_SIZE } from '@catalyst/shared';

/** Rows of the admin console's page `page` (from 1), ADMIN_PAGE_SIZE to a page. */
export function adminPageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** One page of a console list, in the shape adminPageSchema describes. */
export function adminPage<Item>(items: Item[], total: number, page: number) {
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}
