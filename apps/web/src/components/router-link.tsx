import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page the link leads to. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the app: a real `<a href>`, which works before JavaScript and opens in a
 * new tab like any link, whose plain clicks the router handles without reloading the page.
 * React Router's own `<Link>` carries its framework mode's route prefetching as well, which this
 * app does not use; built from the router's `useHref` and `useLinkClickHandler`, the same
 * navigation takes a fraction of the first load.
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchorProps }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...anchorProps}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only at its own address, not at the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * Whether `pathname` is the link's page or (unless `end`) a page below it, by the rules of the
 * router's own NavLink: letter case aside, and never a mere prefix of a name (`/dash`).
 */
function isActivePath(pathname: string, linkPath: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = linkPath.toLowerCase();
  if (here === target) return true;
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(boundary) === '/';
}

/** A navigation link that marks the current page (`aria-current="page"`). */
export function NavLink({ end = false, className, ...linkProps }: NavLinkProps) {
  const { pathname } = useLocation();
  const linkPath = useResolvedPath(linkProps.to).pathname;
  const isActive = isActivePath(pathname, linkPath, end);
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...linkProps}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
