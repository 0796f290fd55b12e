import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useSearchParams, Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Previous and Next through an offset-paged list, as links to the same view at another page
 * (the filters kept), so the browser's Back retraces them. Nothing when all fits on one page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What is being paged through, for the navigation's name: 'Reports pages'. */
  label: string;
}) {
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    // The same page of the app, at another page of the list.
    return { search: next.toString() };
  };

  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;

  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {previous ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(previous)}>
            <ChevronLeft aria-hidden />
            Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
      )}
      <p className="text-sm text-slate-600 tabular-nums">
        Page {page} of {pages}
      </p>
      {next ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(next)}>
            Next
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Next
          <ChevronRight aria-hidden />
        </Button>
      )}
    </nav>
  );
}
