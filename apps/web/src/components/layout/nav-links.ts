import { paths } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The header's primary navigation. */
export const mainNavLinks: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

/** The drawer on small screens also offers the FAQ, which has no room in the header bar. */
export const mobileNavLinks: readonly NavLinkItem[] = [
  ...mainNavLinks,
  { label: 'FAQ', to: paths.faq },
];

export const footerQuickLinks: readonly NavLinkItem[] = [
  ...mobileNavLinks,
  { label: 'Privacy Policy', to: paths.privacy },
];
