import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { cn } from '@/lib/utils';

/** The brand mark: the same bolt as the favicon, so tab and page match. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-brand-700" />
      <path d="M36 10 18 36h13l-3 18 18-26H33z" fill="#fef3c7" />
    </svg>
  );
}

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-slate-900',
        className,
      )}
    >
      <LogoMark />
      <span>
        {siteConfig.productName} <span className="text-brand-700">Profiles</span>
      </span>
    </Link>
  );
}
