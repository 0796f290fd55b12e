import { cn } from '@/lib/utils';
import { initialAvatarClass, initialOf } from '@/lib/initial-avatar';

const sizes = {
  sm: 'size-10 text-base',
  md: 'size-14 text-xl',
  lg: 'size-20 text-3xl',
  xl: 'size-28 text-4xl',
} as const;

/** The organization's logo, or its coloured initial when it has none. */
export function OrganizationAvatar({
  name,
  logo,
  size = 'md',
  className,
}: {
  name: string;
  logo: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const base = cn('shrink-0 overflow-hidden rounded-xl', sizes[size], className);
  if (logo) {
    return <img src={logo} alt={`${name} logo`} className={cn(base, 'bg-white object-contain')} />;
  }
  return (
    <div
      role="img"
      aria-label={`${name} logo`}
      className={cn(
        base,
        'flex items-center justify-center font-semibold',
        initialAvatarClass(name),
      )}
    >
      {initialOf(name)}
    </div>
  );
}
