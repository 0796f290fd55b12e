import { ArrowLeft, Building2, History, MessageSquareWarning, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { adminNavItems, type AdminSection } from '../admin-sections';

const icons: Record<AdminSection, ReactNode> = {
  reports: <MessageSquareWarning aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  organizations: <Building2 aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  users: <Users aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  'guest-codes': <Ticket aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  'audit-log': <History aria-hidden className="hidden size-4 shrink-0 sm:block" />,
};

/**
 * The console's frame, as the dashboard's: a sticky sidebar on wide screens, a row of tabs
 * that scrolls sideways on small ones. The address decides which page is current.
 */
export function AdminLayout({
  section,
  title,
  description,
  actions,
  children,
}: {
  section: AdminSection;
  title: string;
  description: ReactNode;
  /** Beside the title on wide screens, under it on small ones. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
            Admin console
          </p>
          <nav
            aria-label="Admin"
            className="-mx-4 border-b border-slate-200 px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:border-0 lg:px-0"
          >
            <ul className="flex overflow-x-auto sm:gap-1 lg:flex-col lg:overflow-visible">
              {adminNavItems.map((item) => {
                const current = item.section === section;
                return (
                  <li key={item.section} className="shrink-0">
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2 text-sm font-medium whitespace-nowrap transition-colors',
                        '-mb-px border-b-2 px-2.5 py-3 sm:px-3',
                        'lg:mb-0 lg:rounded-lg lg:border-b-0 lg:py-2.5',
                        current
                          ? 'border-brand-700 text-brand-800 lg:bg-brand-50'
                          : 'border-transparent text-slate-600 hover:text-slate-900 lg:hover:bg-slate-100',
                      )}
                    >
                      {icons[item.section]}
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 hidden border-t border-slate-200 pt-4 lg:block">
              <Link
                to={paths.dashboard}
                className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:text-brand-800"
              >
                <ArrowLeft aria-hidden className="size-4 shrink-0" />
                Back to Dashboard
              </Link>
            </div>
          </nav>
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">
          <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase lg:hidden">
                Admin console
              </p>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
              <p className="mt-1 text-slate-600">{description}</p>
            </div>
            {actions ? <div className="shrink-0">{actions}</div> : null}
          </header>
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
