import type { ComponentProps, ReactNode } from 'react';
import { siteConfig } from '@/config/site-config';
import { cn } from '@/lib/utils';

// The icon set has no brand marks, so these three are drawn here.
function LinkedInIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

function XIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.6l5.24 6.93ZM17.6 20.64h2.04L6.49 3.24H4.3Z" />
    </svg>
  );
}

function InstagramIcon(props: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...props}
    >
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

interface SocialLink {
  label: string;
  href: string;
  icon: (props: ComponentProps<'svg'>) => ReactNode;
}

const socialLinks: readonly SocialLink[] = [
  { label: 'LinkedIn', href: siteConfig.social.linkedin, icon: LinkedInIcon },
  { label: 'Twitter/X', href: siteConfig.social.twitter, icon: XIcon },
  { label: 'Instagram', href: siteConfig.social.instagram, icon: InstagramIcon },
];

/**
 * The brand's social profiles, opened in a new tab. `icons` shows round icon buttons (named
 * for screen readers); `list` shows each network's name beside its icon.
 */
export function SocialLinks({
  variant = 'icons',
  className,
}: {
  variant?: 'icons' | 'list';
  className?: string;
}) {
  return (
    <ul className={cn('flex gap-2', variant === 'list' && 'flex-wrap gap-3', className)}>
      {socialLinks.map(({ label, href, icon: Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex items-center text-slate-600 transition-colors hover:text-brand-700',
              variant === 'icons'
                ? 'size-9 justify-center rounded-full border border-slate-200 bg-white hover:border-brand-200 hover:bg-brand-50'
                : 'gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-200 hover:bg-brand-50',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {variant === 'icons' ? (
              <span className="sr-only">{`${label} (opens in a new tab)`}</span>
            ) : (
              <>
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
