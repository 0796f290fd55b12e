import type { LucideIcon } from 'lucide-react/types';
import { Card } from '@/components/ui/card';
import { BackToResultsLink } from './back-to-results-link';
import { ProfilePageContainer } from './profile-layout';

/** A full-page message in place of the profile, always with a way back to the results. */
export function ProfileMessage({
  icon: Icon,
  title,
  message,
  tone = 'neutral',
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <ProfilePageContainer>
      <Card className="mx-auto max-w-xl px-6 py-12 text-center sm:px-10">
        <span
          className={
            tone === 'danger'
              ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700'
              : 'mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700'
          }
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p
          role={tone === 'danger' ? 'alert' : undefined}
          className="mt-2 break-words text-slate-600"
        >
          {message}
        </p>
        <BackToResultsLink variant="outline" className="mt-6" />
      </Card>
    </ProfilePageContainer>
  );
}
