import { pageTitles } from '@catalyst/shared';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Compass from 'lucide-react/icons/compass';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Sparkles from 'lucide-react/icons/sparkles';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';
import type { ReactNode } from 'react';
import { PageHeader, PageSection } from '@/components/page-header';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { FaqExcerpt, prefetchFaq } from '@/features/faq/pages';
import { usePageTitle } from '@/hooks/use-page-title';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchFaq };

const principles: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Make impact visible',
    text: 'Mission-driven organizations do remarkable work that often goes unseen. A profile puts their mission, culture and milestones where people can find them.',
    icon: <Target className="size-5" aria-hidden />,
  },
  {
    title: 'Connect the right people',
    text: 'Talent, partners, funders and supporters can browse by cause and country, and reach the teams whose work matches their own values.',
    icon: <HeartHandshake className="size-5" aria-hidden />,
  },
  {
    title: 'Keep it open',
    text: 'Anyone committed to positive impact can publish a profile. There is no application or approval step, and browsing is free for everyone.',
    icon: <Compass className="size-5" aria-hidden />,
  },
];

/**
 * Who makes the directory, said as it is: a small team, described by what it does, with no
 * invented names or faces.
 */
const teamRoles: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Educators and recruiters',
    text: 'We came to this from classrooms and hiring desks, where we kept meeting people looking for purposeful work and organizations looking for them. That is the gap the directory is for.',
    icon: <Users className="size-6" aria-hidden />,
  },
  {
    title: 'Builders of the directory',
    text: 'We design, build and run the profiles, the search and the payments ourselves, and we read every message sent to us. Tell us what would make your profile work better.',
    icon: <Wrench className="size-6" aria-hidden />,
  },
];

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-6">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-sm text-slate-600">{children}</div>
      </div>
    </Card>
  );
}

export function Component() {
  usePageTitle(pageTitles.about);
  const product = siteConfig.productName;
  const { contact } = siteConfig;

  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Helping mission-driven organizations be seen"
        description={`${product} Profiles is a public directory of organizations building bold ideas for people and planet, and the place where they tell their story to the people who want to join, fund and support them.`}
      />

      <PageSection
        id="mission"
        title="Our mission"
        description="We believe the organizations working on the hardest problems deserve the best stage to show their work."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {principles.map((principle) => (
            <li key={principle.title}>
              <Card className="h-full p-6">
                <div className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  {principle.icon}
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{principle.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{principle.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="border-y border-slate-200 bg-white">
        <PageSection id="story" title="Our story">
          <div className="grid gap-8 lg:grid-cols-2">
            <p className="text-lg leading-relaxed text-slate-700">
              {product} Profiles grew out of our work in education and hiring. Again and again we
              met people who wanted a career with purpose, and organizations doing exactly that kind
              of work, who struggled to find each other. Job boards showed roles without the mission
              behind them; websites showed the mission without the people.
            </p>
            <p className="text-lg leading-relaxed text-slate-700">
              So we built one place where an organization can show all of it together: its mission,
              culture and values, its open roles, its milestones and media. A {product} Profile
              helps nonprofits, social enterprises and impact-driven companies attract the talent,
              partners, funders and supporters that move their work forward.
            </p>
          </div>
        </PageSection>
      </div>

      <PageSection
        id="team"
        title="Our team"
        description="A small team of educators, recruiters and builders."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:max-w-4xl">
          {teamRoles.map((role) => (
            <li key={role.title}>
              <Card className="flex h-full items-start gap-5 p-6">
                <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  {role.icon}
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900">{role.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{role.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="border-y border-slate-200 bg-white">
        <PageSection
          id="get-in-touch"
          title="Get in touch"
          description="Questions about a profile, a partnership or the directory itself? We are happy to help."
        >
          <div className="grid gap-6 md:grid-cols-3">
            <ContactCard icon={<Mail className="size-5" aria-hidden />} title="Email">
              <a
                href={`mailto:${contact.generalEmail}`}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {contact.generalEmail}
              </a>
            </ContactCard>
            <ContactCard icon={<Phone className="size-5" aria-hidden />} title="Phone">
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {contact.phone}
              </a>
              <p className="mt-1">Weekdays, during business hours.</p>
            </ContactCard>
            <ContactCard icon={<Sparkles className="size-5" aria-hidden />} title="Support">
              <a
                href={`mailto:${contact.supportEmail}`}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {contact.supportEmail}
              </a>
              <p className="mt-1">Help with your account or profile.</p>
            </ContactCard>
          </div>
          <Button asChild variant="link" className="mt-4 px-0">
            <Link to={paths.contact}>
              All the ways to reach us
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </PageSection>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <FaqExcerpt
          categories={['general', 'organization']}
          description={`The essentials about ${product} Profiles and managing your organization.`}
        />
      </div>
    </>
  );
}
