/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (so search engines and link previews see them) and the SPA sets the same title on navigation.
 */
interface PageMeta {
  /** The `{page}` part of '{page} | {product} Profiles'; null for the home page's own title. */
  title: string;
  description: string;
}

export const HOME_TITLE = 'Discover Mission-Driven Organizations Building Bold Ideas';

/**
 * The titles alone, for the browser: it sets them on navigation, while the descriptions are the
 * server's to write into the HTML, so the first load does not carry them.
 */
export const pageTitles = {
  home: HOME_TITLE,
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  faq: 'FAQ',
  notFound: 'Page Not Found',
  login: 'Log In',
  signup: 'Sign Up',
} as const;

export const pageMeta = {
  home: {
    title: pageTitles.home,
    description:
      'Browse mission-driven organizations by cause and country, and find the teams building bold ideas for people and planet.',
  },
  about: {
    title: pageTitles.about,
    description:
      'Why we built a directory of mission-driven organizations, the story behind it and the team that runs it.',
  },
  contact: {
    title: pageTitles.contact,
    description: 'Reach the team by email or phone, Monday to Friday, 9am to 5pm.',
  },
  privacy: {
    title: pageTitles.privacy,
    description: 'What we collect, how we use it, and how to have your personal data deleted.',
  },
  faq: {
    title: pageTitles.faq,
    description:
      'Answers about profiles, who can create one, how publishing works and what it costs.',
  },
  notFound: {
    title: pageTitles.notFound,
    description: 'This page does not exist.',
  },
  login: { title: pageTitles.login, description: 'Log in to create or edit your organization.' },
  signup: {
    title: pageTitles.signup,
    description: 'Create an account to create or edit your organization.',
  },
} as const satisfies Record<string, PageMeta>;

export function formatPageTitle(page: string, productName: string): string {
  return `${page} | ${productName} Profiles`;
}
