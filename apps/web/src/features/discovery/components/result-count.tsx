import { cn } from '@/lib/utils';

function resultCountText(total: number): string {
  return `${total} ${total === 1 ? 'organization' : 'organizations'} found`;
}

/**
 * How many organizations match, announced politely whenever it changes. While new results
 * load, the previous count stays, faded, so the announcement waits for the real one.
 */
export function ResultCount({
  total,
  refreshing = false,
  className,
}: {
  /** Undefined until the first results arrive. */
  total: number | undefined;
  refreshing?: boolean;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn(
        'text-sm text-slate-600 tabular-nums transition-opacity motion-reduce:transition-none',
        refreshing && 'opacity-60',
        className,
      )}
    >
      {total === undefined ? '' : resultCountText(total)}
    </p>
  );
}
