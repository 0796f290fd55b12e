import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FlashMessage } from '@/components/flash-message';
import { useAuth } from '@/features/auth';
import { SavedSearchesCard } from '@/features/saved-searches';
import { WaitingInvitations } from '@/features/team';
import { usePageTitle } from '@/hooks/use-page-title';
import { sectionForPath, type DashboardSection } from '../dashboard-sections';
import { useOpenOnDeletedMessage } from '../hooks/use-open-on-deleted-message';
import { AccountSettings } from './account-settings/account-settings';
import { CreateOrganizationLink } from './create-organization-link';
import { DashboardLayout } from './dashboard-layout';
import { FollowedOrganizations } from './followed-organizations';
import { MyOrganizations } from './my-organizations';
import { MySubscriptions } from './my-subscriptions';
import { ProfileInformation } from './profile-information';

const leads: Record<DashboardSection, string> = {
  overview: 'Your profile, organizations and account at a glance.',
  organizations: 'The organization profiles you created and the subscriptions that publish them.',
  settings: 'Your display name, password and account.',
};

/**
 * The signed-in user's home: /dashboard and /profile show every card, Profile first;
 * /dashboard/organizations and /dashboard/settings show their own. The route guards it.
 */
export function Dashboard() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);
  const organizationsRef = useOpenOnDeletedMessage<HTMLElement>();

  if (!user) return null;
  const greetingName = user.name.trim() || user.email;

  const header = (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
        <p className="mt-1 text-slate-600">
          Welcome back, <span className="font-medium break-words">{greetingName}</span>.{' '}
          {leads[section]}
        </p>
      </div>
      <CreateOrganizationLink size="lg" className="shrink-0" />
    </header>
  );

  const cards: ReactNode[] = [];
  if (section === 'overview') cards.push(<ProfileInformation key="profile" user={user} />);
  if (section !== 'settings') {
    cards.push(
      <WaitingInvitations key="invitations" />,
      <MyOrganizations key="organizations" userId={user.id} ref={organizationsRef} />,
      <MySubscriptions key="subscriptions" userId={user.id} />,
    );
  }
  if (section === 'overview') {
    cards.push(
      <FollowedOrganizations key="following" userId={user.id} />,
      <SavedSearchesCard key="saved-searches" userId={user.id} />,
    );
  }
  if (section !== 'organizations') cards.push(<AccountSettings key="settings" user={user} />);

  return (
    <DashboardLayout
      section={section}
      header={
        <>
          <FlashMessage className="mb-6" />
          {header}
        </>
      }
    >
      {cards}
    </DashboardLayout>
  );
}
