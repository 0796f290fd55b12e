import type { Organization, TrackedLink } from '@catalyst/shared';
import AtSign from 'lucide-react/icons/at-sign';
import BookOpen from 'lucide-react/icons/book-open';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import ExternalLink from 'lucide-react/icons/external-link';
import Globe from 'lucide-react/icons/globe';
import type { LucideIcon } from 'lucide-react/types';
import { trackedLinkProps } from '@/features/analytics';
import { externalUrl, websiteHost } from '../lib/website-host';
import { ProfileCard } from '@/features/organizations';

interface ConnectLink {
  key: TrackedLink;
  label: string;
  href: string;
  icon: LucideIcon;
}

type ConnectOrganization = Pick<
  Organization,
  'websiteUrl' | 'linkedinUrl' | 'twitterUrl' | 'blogUrl'
>;

/** The organization's links that are set and safe to open, website first. */
function connectLinks(organization: ConnectOrganization): ConnectLink[] {
  const candidates = [
    { key: 'website', url: organization.websiteUrl, icon: Globe, label: null },
    // lucide-react 1.x ships no brand marks: generic icons stand in for LinkedIn and Twitter.
    { key: 'linkedin', url: organization.linkedinUrl, icon: BriefcaseBusiness, label: 'LinkedIn' },
    { key: 'x', url: organization.twitterUrl, icon: AtSign, label: 'Twitter' },
    { key: 'blog', url: organization.blogUrl, icon: BookOpen, label: 'Blog' },
  ] as const;
  return candidates.flatMap(({ key, url, icon, label }) => {
    const href = externalUrl(url);
    if (!href || !url) return [];
    return [{ key, href, icon, label: label ?? websiteHost(url) }];
  });
}

/** Website (shown as its host name), LinkedIn, Twitter and Blog; hidden when none is set. */
export function ConnectSection({ organization }: { organization: ConnectOrganization }) {
  const links = connectLinks(organization);
  if (links.length === 0) return null;
  // Plain links: the profile's analytics count them by a listener on the page around them.
  const contentKey = JSON.stringify(links.map(({ key, href, label }) => [key, href, label]));
  return (
    <ProfileCard title="Connect" contentKey={contentKey}>
      <ul className="-mx-2 flex flex-col gap-1">
        {links.map(({ key, href, icon: Icon, label }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              {...trackedLinkProps(key)}
              className="group flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-800"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{label}</span>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
