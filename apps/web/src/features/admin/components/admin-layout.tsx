import ArrowLeft from 'lucide-react/icons/arrow-left';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import History from 'lucide-react/icons/rotate-ccw-clock';
import MessageSquareWarning from 'lucide-react/icons/message-square-exclamation-point';
import Ticket from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { SectionNav } from '@/components/layout/section-nav';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { adminNavItems, type AdminSection } from '../admin-sections';

const icons: Record<AdminSection, LucideIcon> = {
  reports: MessageSquareWarning,
  organizations: Building2,
  users: Users,
  'guest-codes': Ticket,
  'audit-log': History,
  jobs: CalendarClock,
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
          <SectionNav
            label="Admin"
            items={adminNavItems}
            icons={icons}
            current={section}
            footer={
              <Link
                to={paths.dashboard}
                className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:text-brand-800"
              >
                <ArrowLeft aria-hidden className="size-4 shrink-0" />
                Back to Dashboard
              </Link>
            }
          />
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
