import { ArrowLeft, Building2, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { dashboardNavItems, type DashboardSection } from '../dashboard-sections';

const icons: Record<DashboardSection, ReactNode> = {
  overview: <UserRound aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  organizations: <Building2 aria-hidden className="hidden size-4 shrink-0 sm:block" />,
  settings: <Settings aria-hidden className="hidden size-4 shrink-0 sm:block" />,
};

function BackToHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-600 hover:text-brand-800',
        className,
      )}
    >
      <ArrowLeft aria-hidden className="size-4 shrink-0" />
      Back to Home
    </Link>
  );
}

/**
 * The dashboard's frame: a sticky sidebar on wide screens, a row of tabs above the content on
 * small ones. Both are the same links; the address decides which section is current.
 */
export function DashboardLayout({
  section,
  header,
  children,
}: {
  section: DashboardSection;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BackToHomeLink className="mb-4 lg:hidden" />
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-label="Dashboard"
            className="-mx-4 border-b border-slate-200 px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:border-0 lg:px-0"
          >
            <ul className="flex overflow-x-auto sm:gap-1 lg:flex-col lg:overflow-visible">
              {dashboardNavItems.map((item) => {
                const current = item.section === section;
                return (
                  <li key={item.section} className="shrink-0">
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2 text-sm font-medium whitespace-nowrap transition-colors',
                        // Tabs below lg: an underline marks the current one.
                        '-mb-px border-b-2 px-2 py-3 sm:px-3',
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
              <BackToHomeLink className="px-3 py-2" />
            </div>
          </nav>
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">
          {header}
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
