import { initialAvatarClass, initialOf } from '@/lib/initial-avatar';
import { cn } from '@/lib/utils';

/** The user's picture, or the initial of their name (or email) coloured by its letter range. */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  const base = cn('size-16 shrink-0 overflow-hidden rounded-full', className);
  if (image) return <img src={image} alt="" className={cn(base, 'object-cover')} />;
  return (
    <div
      aria-hidden="true"
      data-testid="user-avatar-initial"
      className={cn(
        base,
        'flex items-center justify-center text-2xl font-semibold',
        initialAvatarClass(name),
      )}
    >
      {initialOf(name)}
    </div>
  );
}
