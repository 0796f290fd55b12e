import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { NavLinkItem } from './nav-links';

const variants = {
  bar: { link: 'px-3 py-2 text-sm', idle: 'text-slate-600' },
  drawer: { link: 'px-3 py-2.5 text-base', idle: 'text-slate-700' },
} as const;

/** Site navigation links, the current page highlighted: in the header bar or the drawer. */
export function NavLinkList({
  links,
  variant,
}: {
  links: readonly NavLinkItem[];
  variant: keyof typeof variants;
}) {
  const style = variants[variant];
  return links.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end={link.to === paths.home}
      className={({ isActive }) =>
        cn(
          'rounded-lg font-medium transition-colors',
          style.link,
          isActive
            ? 'bg-brand-50 text-brand-800'
            : `${style.idle} hover:bg-slate-100 hover:text-slate-900`,
        )
      }
    >
      {link.label}
    </NavLink>
  ));
}
