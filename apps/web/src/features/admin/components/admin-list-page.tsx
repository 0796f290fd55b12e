import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPage } from '../api/query-keys';
import type { AdminSection } from '../admin-sections';
import { AdminLayout } from './admin-layout';
import { ListError, ListLoading } from './list-state';
import { Pagination } from './pagination';

/**
 * A page of the console that lists something, one page of it at a time: its controls (search,
 * filters, a form) above, then the list as it stands (loading, failed with a retry, empty, or
 * its items and their pages), then anything that opens over it.
 */
export function AdminListPage<Item>({
  section,
  title,
  description,
  controls,
  list,
  loadingLabel,
  empty,
  pagesLabel,
  children,
  overlay,
}: {
  section: AdminSection;
  title: string;
  description: string;
  controls?: ReactNode;
  list: UseQueryResult<AdminPage<Item>>;
  loadingLabel: string;
  /** What shows when there is nothing to list (a ListEmpty). */
  empty: ReactNode;
  /** The name of the pagination's navigation. */
  pagesLabel: string;
  /** The loaded page's items, as the list shows them. */
  children: (items: Item[], page: AdminPage<Item>) => ReactNode;
  overlay?: ReactNode;
}) {
  let body;
  if (list.isPending) body = <ListLoading label={loadingLabel} />;
  else if (list.isError)
    body = <ListError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = empty;
  else
    body = (
      <>
        {children(list.data.items, list.data)}
        <Pagination
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          label={pagesLabel}
        />
      </>
    );

  return (
    <AdminLayout section={section} title={title} description={description}>
      {controls}
      {body}
      {overlay}
    </AdminLayout>
  );
}
