import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface SectionNavItem<Section extends string> {
  section: Section;
  label: string;
  to: string;
}

/**
 * The sections of a signed-in area (the dashboard, the admin console): a column of links in a
 * sticky sidebar on wide screens, a row of tabs that scrolls sideways on small ones. The
 * address decides which is current; `footer` closes the column on wide screens only.
 */
export function SectionNav<Section extends string>({
  label,
  items,
  icons,
  current,
  footer,
}: {
  /** The navigation landmark's name. */
  label: string;
  items: readonly SectionNavItem<Section>[];
  icons: Record<Section, LucideIcon>;
  current: Section;
  footer: ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      className="-mx-4 border-b border-slate-200 px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:border-0 lg:px-0"
    >
      <ul className="flex overflow-x-auto sm:gap-1 lg:flex-col lg:overflow-visible">
        {items.map((item) => {
          const isCurrent = item.section === current;
          const Icon: LucideIcon = icons[item.section];
          return (
            <li key={item.section} className="shrink-0">
              <Link
                to={item.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 text-sm font-medium whitespace-nowrap transition-colors',
                  // Tabs below lg: an underline marks the current one.
                  '-mb-px border-b-2 px-2.5 py-3 sm:px-3',
                  'lg:mb-0 lg:rounded-lg lg:border-b-0 lg:py-2.5',
                  isCurrent
                    ? 'border-brand-700 text-brand-800 lg:bg-brand-50'
                    : 'border-transparent text-slate-600 hover:text-slate-900 lg:hover:bg-slate-100',
                )}
              >
                <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 hidden border-t border-slate-200 pt-4 lg:block">{footer}</div>
    </nav>
  );
}
