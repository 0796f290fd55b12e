import type { SignInProvider } from '@catalyst/shared';
import { dataMessages } from '@catalyst/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthUser } from '@/features/auth';
import { useUserProfile } from '@/features/auth';
import { DashboardCard } from '@/components/dashboard-card';
import { UserAvatar } from './user-avatar';

export const providerLabels: Record<SignInProvider, string> = {
  password: 'Email and password',
  google: 'Google',
  github: 'GitHub',
};

const memberSinceFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '—' : memberSinceFormat.format(date);
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who the user is: avatar, name, email and its verification, sign-in methods, member since. */
export function ProfileInformation({ user }: { user: AuthUser }) {
  const profile = useUserProfile(user.id);
  const displayName = user.name.trim();

  let providers: ReactNode;
  let memberSince: ReactNode;
  if (profile.isPending) {
    providers = <Skeleton className="h-5 w-40" />;
    memberSince = <Skeleton className="h-5 w-32" />;
  } else if (profile.isError) {
    providers = <span className="text-slate-500">{dataMessages.loadFailed}</span>;
    memberSince = <span className="text-slate-500">—</span>;
  } else {
    providers = (
      <ul className="flex flex-wrap gap-2" aria-label="Sign-in methods">
        {profile.data.providers.map((provider) => (
          <li key={provider}>
            <Badge variant="secondary">{providerLabels[provider]}</Badge>
          </li>
        ))}
      </ul>
    );
    memberSince = formatMemberSince(profile.data.createdAt);
  }

  return (
    <DashboardCard
      id="profile-information"
      title="Profile Information"
      description="Your account details."
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <UserAvatar name={displayName || user.email} image={user.image} />
        <dl className="grid min-w-0 flex-1 gap-5 sm:grid-cols-2">
          <Detail term="Display name">
            {displayName || <span className="text-slate-500">Not set</span>}
          </Detail>
          <Detail term="Email">
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-all">{user.email}</span>
              {user.emailVerified ? (
                <Badge className="border-green-200 bg-green-50 text-green-800">
                  <BadgeCheck aria-hidden className="size-3.5" />
                  Verified
                </Badge>
              ) : (
                <Badge className="border-amber-200 bg-amber-50 text-amber-900">
                  <CircleAlert aria-hidden className="size-3.5" />
                  Not verified
                </Badge>
              )}
            </span>
          </Detail>
          <Detail term="Sign-in methods">{providers}</Detail>
          <Detail term="Member since">{memberSince}</Detail>
        </dl>
      </div>
    </DashboardCard>
  );
}
