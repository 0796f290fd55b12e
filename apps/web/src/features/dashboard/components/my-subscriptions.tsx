import { paymentMessages, plans, type SubscriptionType } from '@catalyst/shared';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import Loader2 from 'lucide-react/icons/loader-circle';
import { toast } from '@/lib/notify';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfileNameLink } from '@/features/organizations';
import { useOpenBillingPortal } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useMySubscriptions, type OwnedSubscription } from '../api/get-my-subscriptions';
import { dashboardMessages } from '../dashboard-messages';
import { DashboardCard } from '@/components/dashboard-card';

const planLabels: Record<SubscriptionType, string> = {
  monthly: plans.monthly.name,
  yearly: plans.annual.name,
  guest: 'Guest code',
};

/** Stripe's statuses (and the server's 'paid') that keep the organization published. */
const liveStatuses = new Set(['paid', 'active', 'trialing']);

const statusLabels: Record<string, string> = {
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  pending: 'Payment pending',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function readableStatus(status: string): string {
  const spaced = status.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

type Tone = 'good' | 'warning' | 'neutral';

const toneClasses: Record<Tone, string> = {
  good: 'border-green-200 bg-green-50 text-green-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  neutral: 'border-slate-200 bg-slate-100 text-slate-700',
};

/** What a person reads of a subscription: its badge and the line about its end or renewal. */
function describe(subscription: OwnedSubscription, now: Date) {
  const live = liveStatuses.has(subscription.status);
  const end = parseDate(subscription.endDate);
  const endText = end ? dateFormat.format(end) : null;
  // A guest code grants a fixed term: it never renews.
  const renews = live && !subscription.cancelAtPeriodEnd && subscription.type !== 'guest';

  let badge: { label: string; tone: Tone };
  if (live && subscription.cancelAtPeriodEnd && endText) {
    badge = { label: `Ends ${endText}`, tone: 'warning' };
  } else if (live) {
    badge = { label: 'Active', tone: 'good' };
  } else {
    badge = {
      label: statusLabels[subscription.status] ?? readableStatus(subscription.status),
      tone: subscription.status === 'past_due' ? 'warning' : 'neutral',
    };
  }

  let dateLine: string | null = null;
  if (end && endText) {
    if (renews) dateLine = `Renews on ${endText}`;
    else dateLine = end.getTime() < now.getTime() ? `Ended on ${endText}` : `Ends on ${endText}`;
  }
  return { badge, dateLine };
}

function SubscriptionRow({ subscription, now }: { subscription: OwnedSubscription; now: Date }) {
  const { badge, dateLine } = describe(subscription, now);
  const plan = subscription.type ? planLabels[subscription.type] : null;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <ProfileNameLink
          name={subscription.organizationName}
          slug={subscription.organizationSlug}
        />
        <p className="mt-0.5 text-sm text-slate-600">
          {[plan, dateLine].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Badge className={cn('self-start sm:self-auto', toneClasses[badge.tone])}>
        {badge.label}
      </Badge>
    </li>
  );
}

/** Stripe's customer portal: where the owner cancels a plan or changes the card. */
function ManageBillingButton() {
  const portal = useOpenBillingPortal();
  // After success the browser is leaving for Stripe: stay busy until it has.
  const busy = portal.isPending || portal.isSuccess;

  function open() {
    portal.mutate(undefined, {
      onError: (error) => {
        toast.error(
          error instanceof ApiError && error.status === 404
            ? paymentMessages.noBillingAccount
            : error.message,
        );
      },
    });
  }

  return (
    <Button variant="outline" size="sm" onClick={open} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <ExternalLink aria-hidden />}
      {paymentMessages.manageBilling}
    </Button>
  );
}

/** The subscriptions paying for the user's organizations. */
export function MySubscriptions({ userId }: { userId: string }) {
  const result = useMySubscriptions(userId);
  const now = new Date();

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
          <SubscriptionRow
            key={subscription.organizationId}
            subscription={subscription}
            now={now}
          />
        ))}
      </ul>
    );
  }

  // Guest codes are not billed: only a Stripe plan has something to manage.
  const billed =
    result.status === 'success' &&
    result.subscriptions.some(
      (subscription) => subscription.type === 'monthly' || subscription.type === 'yearly',
    );

  return (
    <DashboardCard
      id="my-subscriptions"
      title="My Subscriptions"
      description="The plans that keep your organization profiles published."
      action={billed ? <ManageBillingButton /> : undefined}
    >
      {body}
    </DashboardCard>
  );
}
