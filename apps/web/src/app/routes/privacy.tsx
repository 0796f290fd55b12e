import { DATA_DELETION_DAYS, pageTitles } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * When this policy's text last changed: a fixed date, moved by hand with the text, so the page
 * tells readers which version they read (today's date would claim a change every day).
 */
const POLICY_LAST_UPDATED = { iso: '2026-11-27', label: 'November 27, 2026' } as const;

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

function policySections(product: string, privacyEmail: string): PolicySection[] {
  const privacyLink = (
    <a href={`mailto:${privacyEmail}`} className={linkClass}>
      {privacyEmail}
    </a>
  );
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <>
          <p>
            {product} Profiles is a public directory where mission-driven organizations publish
            profiles and visitors discover them. This policy explains what personal information we
            collect when you browse the directory, create an account, publish an organization, pay
            for a subscription or subscribe to our newsletter, how we use it, and the choices and
            rights you have.
          </p>
          <p>
            By using {product} Profiles you acknowledge the practices described here. If you do not
            agree with them, please do not use the service.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>We collect only what we need to run the directory:</p>
          <ul>
            <li>
              <strong>Account information:</strong> your email address, display name and a securely
              hashed password. If you sign in with Google or GitHub, we receive your name, email
              address and profile picture from that provider; we never see your password there.
            </li>
            <li>
              <strong>Guest sessions:</strong> when you browse without an account we create an
              anonymous guest session, kept in a cookie, so the site works consistently. It holds no
              name or email address.
            </li>
            <li>
              <strong>Organization content:</strong> what you enter for an organization, such as its
              name, description, location, founding year, website and social links, categories and
              the images you upload. This content is published in the directory and visible to
              everyone.
            </li>
            <li>
              <strong>Payment information:</strong> subscriptions are paid through our card payment
              provider&apos;s hosted checkout. Your card details go directly to that provider; we
              never receive or store them. We keep the subscription&apos;s plan, status and dates.
            </li>
            <li>
              <strong>Newsletter:</strong> the email address you subscribe with.
            </li>
            <li>
              <strong>Technical information:</strong> IP address, browser type and the time of
              requests, which our servers record to keep the service secure and reliable.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>
              create and secure your account, verify your email address and keep you signed in;
            </li>
            <li>publish, display and let you manage the organizations you create;</li>
            <li>process subscriptions and confirm that a profile is paid for;</li>
            <li>
              send service emails you need, such as verification, password reset and billing
              messages;
            </li>
            <li>send the newsletter, only if you subscribed to it;</li>
            <li>prevent abuse, fraud and unauthorized access, and fix problems;</li>
            <li>meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>We do not sell your personal information, and we do not use it for advertising.</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing',
      body: (
        <>
          <p>We share personal information only in these cases:</p>
          <ul>
            <li>
              <strong>Service providers</strong> who process it on our behalf and under our
              instructions: hosting and storage, email delivery, and our card payment provider.
            </li>
            <li>
              <strong>Sign-in providers</strong> such as Google or GitHub, when you choose to sign
              in with them.
            </li>
            <li>
              <strong>The public</strong>, for the organization content you publish, which is the
              purpose of the directory.
            </li>
            <li>
              <strong>Legal reasons</strong>, when the law requires it or to protect the rights,
              property or safety of our users and the public.
            </li>
            <li>
              <strong>Business transfers</strong>, if {product} Profiles is reorganized, merged or
              sold; this policy would continue to apply to your information.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your information with encrypted connections (HTTPS), hashed passwords, access
          controls that limit who can change each organization, and limits on repeated sign-in
          attempts. Uploaded images are re-encoded and stripped of hidden metadata such as location
          data. No method of transmission or storage is completely secure, but we work to protect
          your data and will inform you as the law requires if a breach affects it.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <>
          <p>Depending on where you live, you have the right to:</p>
          <ul>
            <li>access the personal information we hold about you and receive a copy of it;</li>
            <li>correct information that is inaccurate or incomplete;</li>
            <li>have your personal information deleted;</li>
            <li>object to or restrict certain processing;</li>
            <li>withdraw consent at any time, for example by unsubscribing from the newsletter;</li>
            <li>complain to your local data protection authority.</li>
          </ul>
          <p>
            You can update your display name and password in your account settings. For anything
            else, contact us at {privacyLink}.
          </p>
        </>
      ),
    },
    {
      id: 'deletion-requests',
      title: 'Deletion Requests',
      body: (
        <>
          <p>
            You can delete your account at any time from your account settings. Deleting your
            account removes your personal data and the organizations you created, and cancels your
            active subscriptions.
          </p>
          <p>
            You can also ask us to delete your personal data by emailing {privacyLink} from the
            address linked to your account. We process deletion requests within {DATA_DELETION_DAYS}{' '}
            days and send you a confirmation once the deletion is complete. We may keep records we
            are legally required to retain, such as payment records for tax purposes, for as long as
            the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy as the service or the law changes. The date at the top of this
          page shows the latest version. If we make material changes, we will let you know by email
          or with a notice on the site before they take effect.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      body: (
        <p>
          If you have questions about this policy or your personal information, email us at{' '}
          {privacyLink} or visit our{' '}
          <Link to={paths.contact} className={linkClass}>
            contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function Component() {
  usePageTitle(pageTitles.privacy);
  const sections = policySections(siteConfig.productName, siteConfig.contact.privacyEmail);

  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        description={`How ${siteConfig.productName} Profiles collects, uses and protects your personal information.`}
      >
        <p className="text-sm text-slate-600">
          Last updated: <time dateTime={POLICY_LAST_UPDATED.iso}>{POLICY_LAST_UPDATED.label}</time>
        </p>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ol className="mt-4 flex flex-col gap-2 border-l border-slate-200 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-semibold tracking-tight text-slate-900"
              >
                {section.title}
              </h2>
              <div className="mt-4 flex flex-col gap-4 leading-relaxed text-slate-700 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
