import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useMySubscriptions, type Subscription } from '../api/get-my-subscriptions';
import { dashboardMessages } from '../dashboard-messages';
import { DashboardCard } from './dashboard-card';

const planLabels: Record<Subscription['type'], string> = {
  monthly: 'Monthly Plan',
  yearly: 'Annual Plan',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

function statusLabel(status: string): string {
  const spaced = status.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const active = subscription.status === 'active' || subscription.status === 'paid';
  const endDate = formatDate(subscription.endDate);
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={paths.organizationPath(subscription.organizationId)}
          className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
        >
          {subscription.organizationName}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">
          {planLabels[subscription.type] ?? statusLabel(subscription.type)}
          {endDate ? ` · ${active ? 'Renews' : 'Ends'} ${endDate}` : null}
        </p>
      </div>
      <Badge
        className={cn(
          'self-start sm:self-auto',
          active
            ? 'border-green-200 bg-green-50 text-green-800'
            : 'border-slate-200 bg-slate-100 text-slate-700',
        )}
      >
        {statusLabel(subscription.status)}
      </Badge>
    </li>
  );
}

/** The subscriptions paying for the user's organizations. */
export function MySubscriptions({ userId }: { userId: string }) {
  const result = useMySubscriptions(userId);

  let body;
  if (result.status === 'pending') {
    body = (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">Loading subscriptions…</span>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  } else if (result.status === 'error') {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">
          {dashboardMessages.subscriptionsLoadFailed}
        </AlertDescription>
      </Alert>
    );
  } else if (result.subscriptions.length === 0) {
    body = (
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <CreditCard aria-hidden className="size-5 shrink-0 text-slate-400" />
        {dashboardMessages.noSubscriptions}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {result.subscriptions.map((subscription) => (
          <SubscriptionRow key={subscription.organizationId} subscription={subscription} />
        ))}
      </ul>
    );
  }

  return (
    <DashboardCard
      id="my-subscriptions"
      title="My Subscriptions"
      description="The plans that keep your organization profiles published."
    >
      {body}
    </DashboardCard>
  );
}
