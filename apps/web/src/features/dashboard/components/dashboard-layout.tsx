import ArrowLeft from 'lucide-react/icons/arrow-left';
import Building2 from 'lucide-react/icons/building-complex';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { SectionNav } from '@/components/layout/section-nav';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { dashboardNavItems, type DashboardSection } from '../dashboard-sections';

const icons: Record<DashboardSection, LucideIcon> = {
  overview: UserRound,
  organizations: Building2,
  settings: Settings,
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
          <SectionNav
            label="Dashboard"
            items={dashboardNavItems}
            icons={icons}
            current={section}
            footer={<BackToHomeLink className="px-3 py-2" />}
          />
        </aside>
        <div className="mt-6 min-w-0 lg:mt-0">
          {header}
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
