import { discoveryMessages } from '@catalyst/shared';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { cn } from '@/lib/utils';

/** The grid's last tile: an invitation to list one's own organization. */
export function AddOrganizationCard({
  href = paths.signup,
  className,
}: {
  /** Sign-up for visitors; the submission form for signed-in owners. */
  href?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Link
      to={href}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className={cn(
        'flex h-72 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-brand-600/50 bg-white p-6 text-center transition-colors hover:border-brand-600 hover:bg-brand-50',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Plus aria-hidden className="size-7" />
      </span>
      <span id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {discoveryMessages.addOrganization}
      </span>
      <span id={`${id}-hint`} className="max-w-56 text-sm text-slate-600">
        Create a {siteConfig.productName} Profile and reach talent, partners and funders.
      </span>
    </Link>
  );
}
