import { verifiedWebsiteBadgeText as text } from '@catalyst/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { cn } from '@/lib/utils';

/**
 * "Verified website": the organization proved it controls `domain` (a file, a meta tag or an
 * address there). The explanation is the tooltip for pointers and read out for screen readers.
 */
export function VerifiedWebsiteBadge({
  domain,
  id,
  className,
}: {
  domain: string;
  id?: string;
  className?: string;
}) {
  const explanation = text.explanation(domain);
  return (
    <span
      id={id}
      title={explanation}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      <BadgeCheck aria-hidden className="size-3.5 shrink-0" />
      {text.label}
      <span className="sr-only">: {explanation}</span>
    </span>
  );
}
