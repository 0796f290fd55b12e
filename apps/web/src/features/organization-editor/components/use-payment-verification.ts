import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from '@catalyst/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { checkoutSessionQuery, subscriptionQuery } from '@/features/payments';
import { organizationQuery } from '@/features/organizations';

/** `published`: the organization is live; false while only the checkout session says paid. */
type PaymentVerification =
  | { phase: 'verifying'; attempt: number }
  | { phase: 'confirmed'; published: boolean }
  | { phase: 'timeout' };

/** What one attempt learnt: live, paid but not yet published, or nothing yet. */
type PaymentCheck = 'published' | 'paid' | 'unconfirmed';

interface VerificationTarget {
  organizationId: string;
  sessionId: string;
  userId: string | undefined;
}

/**
 * One attempt of the payment check (docs/product/billing.md#back-from-checkout): the
 * session's paid flag or a subscription whose status is 'paid'. Either answer is enough; a
 * failed request is just not a confirmation.
 */
async function checkPayment(
  queryClient: QueryClient,
  { organizationId, sessionId, userId }: VerificationTarget,
): Promise<PaymentCheck> {
  // staleTime 0: every attempt must ask the server again, whatever the app's default.
  const [session, subscription] = await Promise.allSettled([
    queryClient.fetchQuery({ ...checkoutSessionQuery(sessionId), staleTime: 0 }),
    userId
      ? queryClient.fetchQuery({ ...subscriptionQuery(userId, organizationId), staleTime: 0 })
      : Promise.reject(new Error('No user to read the subscription for')),
  ]);
  // The subscription reads 'paid' once the webhook has published the organization.
  if (subscription.status === 'fulfilled' && subscription.value.status === 'paid') {
    return 'published';
  }
  return session.status === 'fulfilled' && session.value.paid ? 'paid' : 'unconfirmed';
}

/** The organization is published now: every screen that lists or shows it reloads. */
function refreshPaidOrganization(
  queryClient: QueryClient,
  { organizationId, userId }: VerificationTarget,
): void {
  void Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: organizationQuery(organizationId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
    userId
      ? queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(userId) })
      : null,
  ]);
}

/**
 * After the return from checkout: asks up to PAYMENT_POLL_ATTEMPTS times, PAYMENT_POLL_INTERVAL_MS
 * apart, whether the payment went through, then settles on confirmed or timeout. `verifyAgain`
 * starts over at the first attempt. Leaving the page stops the polling.
 */
export function usePaymentVerification({
  organizationId,
  sessionId,
}: {
  organizationId: string;
  sessionId: string;
}): { verification: PaymentVerification; verifyAgain: () => void } {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  const [verification, setVerification] = useState<PaymentVerification>({
    phase: 'verifying',
    attempt: 1,
  });
  // Bumped by verifyAgain: a new round of attempts.
  const [round, setRound] = useState(0);

  useEffect(() => {
    const target: VerificationTarget = { organizationId, sessionId, userId };
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // Once the session reads paid, the owner is told so and the form opens; the remaining
    // attempts only wait for the publication, and running out of them is no timeout.
    let paid = false;

    async function attempt(number: number): Promise<void> {
      const check = await checkPayment(queryClient, target);
      if (stopped) return;
      if (check === 'published') {
        setVerification({ phase: 'confirmed', published: true });
        refreshPaidOrganization(queryClient, target);
        return;
      }
      if (check === 'paid' && !paid) {
        paid = true;
        setVerification({ phase: 'confirmed', published: false });
      }
      if (number >= PAYMENT_POLL_ATTEMPTS) {
        if (!paid) setVerification({ phase: 'timeout' });
        return;
      }
      timer = setTimeout(() => {
        if (!paid) setVerification({ phase: 'verifying', attempt: number + 1 });
        void attempt(number + 1);
      }, PAYMENT_POLL_INTERVAL_MS);
    }

    void attempt(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [queryClient, organizationId, sessionId, userId, round]);

  const verifyAgain = useCallback(() => {
    setVerification({ phase: 'verifying', attempt: 1 });
    setRound((current) => current + 1);
  }, []);

  return { verification, verifyAgain };
}
