import { Avatar } from 'radix-ui';
import { initialAvatarClass, initialOf } from '@/lib/initial-avatar';
import { cn } from '@/lib/utils';

/** The avatar sizes sm, md, lg and xl (docs/product/screens-and-routes.md). */
const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-14 text-xl',
  xl: 'size-20 text-3xl',
} as const;

type UserAvatarSize = keyof typeof sizes;

/**
 * The user's photo, or the initial of their name coloured by its letter range while the
 * photo loads or when there is none. Decorative: the name is always written beside it.
 */
export function UserAvatar({
  name,
  image,
  size = 'md',
  className,
}: {
  name: string;
  image?: string | null;
  size?: UserAvatarSize;
  className?: string;
}) {
  return (
    <Avatar.Root
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none',
        sizes[size],
        className,
      )}
    >
      {image ? <Avatar.Image src={image} alt="" className="size-full object-cover" /> : null}
      <Avatar.Fallback
        data-testid="avatar-initial"
        className={cn(
          'flex size-full items-center justify-center font-semibold',
          initialAvatarClass(name),
        )}
      >
        {initialOf(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
