import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfileColumns, ProfilePageContainer } from './profile-layout';

function CardSkeleton({ lines, className }: { lines: number; className?: string }) {
  return (
    <Card className={className}>
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-32" />
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} className={index === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
        ))}
      </div>
    </Card>
  );
}

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <ProfilePageContainer>
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading organization profile…</span>
        <Skeleton className="h-8 w-36" />
        <Card className="mt-4 overflow-hidden">
          <Skeleton className="aspect-[1280/360] min-h-28 w-full rounded-none" />
          <div className="px-4 pb-6 sm:px-6 lg:px-8">
            <Skeleton className="relative -mt-14 size-28 rounded-xl ring-4 ring-white" />
            <Skeleton className="mt-4 h-8 w-2/3 max-w-md" />
            <Skeleton className="mt-3 h-4 w-48" />
          </div>
        </Card>
        <ProfileColumns
          about={<CardSkeleton lines={4} />}
          sidebar={
            <>
              <CardSkeleton lines={3} />
              <CardSkeleton lines={2} />
            </>
          }
          main={
            <>
              <Card className="p-6">
                <Skeleton className="h-5 w-24" />
                <div className="mt-3 flex flex-wrap gap-2">
                  {['w-28', 'w-36', 'w-24', 'w-32'].map((width) => (
                    <Skeleton key={width} className={`h-8 rounded-full ${width}`} />
                  ))}
                </div>
              </Card>
              <CardSkeleton lines={3} />
              <CardSkeleton lines={3} />
            </>
          }
        />
      </div>
    </ProfilePageContainer>
  );
}
