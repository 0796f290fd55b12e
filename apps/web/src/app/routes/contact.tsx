import { BUSINESS_HOURS, DATA_DELETION_DAYS, pageTitles } from '@catalyst/shared';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/layout/social-links';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { FaqExcerpt, prefetchFaq } from '@/features/faq/pages';
import { usePageTitle } from '@/hooks/use-page-title';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchFaq };

const linkClass =
  'font-medium break-words text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
      {children}
    </div>
  );
}

export function Component() {
  usePageTitle(pageTitles.contact);
  const { contact } = siteConfig;
  const emails = [
    { label: 'General inquiries', address: contact.generalEmail },
    { label: 'Support', address: contact.supportEmail },
    { label: 'Privacy', address: contact.privacyEmail },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We'd love to hear from you"
        description="Whether you have a question about a profile, need help with your account or want to explore a partnership, our team is here to help."
      />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
        <Card>
          <CardHeader>
            <CardIcon>
              <Mail className="size-5" aria-hidden />
            </CardIcon>
            <CardTitle>Email us</CardTitle>
            <CardDescription>Write to the team that can help you best.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              {emails.map((email) => (
                <div key={email.label}>
                  <dt className="text-slate-600">{email.label}</dt>
                  <dd>
                    <a href={`mailto:${email.address}`} className={linkClass}>
                      {email.address}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardIcon>
              <Phone className="size-5" aria-hidden />
            </CardIcon>
            <CardTitle>Call us</CardTitle>
            <CardDescription>Talk to a member of our team.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-sm">
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {contact.phone}
            </a>
            <p className="flex items-center gap-2 text-slate-700">
              <Clock className="size-4 text-slate-500" aria-hidden />
              <span>
                <span className="sr-only">Business hours: </span>
                {BUSINESS_HOURS}
              </span>
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardIcon>
              <UserRound className="size-5" aria-hidden />
            </CardIcon>
            <CardTitle>Meet our director</CardTitle>
            <CardDescription>
              For partnerships and press, connect with our director directly.
            </CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            <a
              href={contact.directorUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex items-center gap-1.5 ${linkClass}`}
            >
              View our director&apos;s profile
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </CardContent>
        </Card>

        <Card className="md:col-span-2 lg:col-span-1">
          <CardHeader>
            <CardTitle>Follow us</CardTitle>
            <CardDescription>News from the directory and the organizations in it.</CardDescription>
          </CardHeader>
          <CardContent>
            <SocialLinks variant="list" />
          </CardContent>
        </Card>

        <Card className="border-brand-200 bg-brand-50/60 md:col-span-2">
          <CardHeader>
            <CardIcon>
              <ShieldCheck className="size-5" aria-hidden />
            </CardIcon>
            <CardTitle>Data protection</CardTitle>
            <CardDescription className="text-slate-700">
              We take your privacy seriously. Our{' '}
              <Link to={paths.privacy} className={linkClass}>
                Privacy Policy
              </Link>{' '}
              explains what we collect, why, and the rights you have over your data.
            </CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-slate-700">
            <h3 className="font-semibold text-slate-900">Deleting your personal data</h3>
            <p className="mt-1 leading-relaxed">
              You can delete your account at any time from your account settings. You can also email{' '}
              <a href={`mailto:${contact.privacyEmail}`} className={linkClass}>
                {contact.privacyEmail}
              </a>{' '}
              from the address linked to your account and ask us to delete your personal data. We
              process deletion requests within {DATA_DELETION_DAYS} days and send you a confirmation
              once it is done.
            </p>
          </CardContent>
        </Card>
      </div>

      <div className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <FaqExcerpt
            categories={['submission', 'pricing']}
            description="How to publish a profile, and what it costs."
          />
        </div>
      </div>
    </>
  );
}
