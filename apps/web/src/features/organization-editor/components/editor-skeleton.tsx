import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function FieldSkeleton({ tall = false }: { tall?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-4 w-28" />
      <Skeleton className={tall ? 'h-28 w-full' : 'h-10 w-full'} />
    </div>
  );
}

/** The form's shape while the organization and the categories load. */
export function EditorSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading organization…</span>
      <Card className="flex flex-col gap-5 p-6">
        <Skeleton className="h-6 w-44" />
        <FieldSkeleton />
        <FieldSkeleton tall />
        <FieldSkeleton />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FieldSkeleton />
          <FieldSkeleton />
        </div>
      </Card>
      <Card className="flex flex-col gap-5 p-6">
        <Skeleton className="h-6 w-24" />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <FieldSkeleton key={key} />
          ))}
        </div>
      </Card>
      <Card className="flex flex-col gap-5 p-6">
        <Skeleton className="h-6 w-32" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-56 rounded-xl" />
          ))}
        </div>
      </Card>
    </div>
  );
}
