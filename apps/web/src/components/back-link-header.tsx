import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The head of a page reached from another one (an organization's team, its analytics): the
 * way back above the page's one h1, and a line saying what the page is for.
 */
export function BackLinkHeader({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  /** The introduction under the title, if any. */
  children?: ReactNode;
}) {
  return (
    <div>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <p className="mt-2 text-slate-600">{children}</p> : null}
    </div>
  );
}
