import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from '@catalyst/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { checkoutSessionQuery } from '@/features/payments/api/get-checkout-session';
import { subscriptionQuery } from '@/features/payments/api/get-subscription';
import { organizationQuery } from '../../api/get-organization';

export type PaymentVerification =
  { phase: 'verifying'; attempt: number } | { phase: 'confirmed' } | { phase: 'timeout' };

interface VerificationTarget {
  organizationId: string;
  sessionId: string;
  userId: string | undefined;
}

/**
 * One attempt of spec section 4's check: the session's paid flag or a subscription whose
 * status is 'paid'. Either answer is enough; a failed request is just not a confirmation.
 */
async function isPaymentConfirmed(
  queryClient: QueryClient,
  { organizationId, sessionId, userId }: VerificationTarget,
): Promise<boolean> {
  // staleTime 0: every attempt must ask the server again, whatever the app's default.
  const [session, subscription] = await Promise.allSettled([
    queryClient.fetchQuery({ ...checkoutSessionQuery(sessionId), staleTime: 0 }),
    userId
      ? queryClient.fetchQuery({ ...subscriptionQuery(userId, organizationId), staleTime: 0 })
      : Promise.reject(new Error('No user to read the subscription for')),
  ]);
  return (
    (session.status === 'fulfilled' && session.value.paid) ||
    (subscription.status === 'fulfilled' && subscription.value.status === 'paid')
  );
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

    async function attempt(number: number): Promise<void> {
      const confirmed = await isPaymentConfirmed(queryClient, target);
      if (stopped) return;
      if (confirmed) {
        setVerification({ phase: 'confirmed' });
        refreshPaidOrganization(queryClient, target);
      } else if (number >= PAYMENT_POLL_ATTEMPTS) {
        setVerification({ phase: 'timeout' });
      } else {
        timer = setTimeout(() => {
          setVerification({ phase: 'verifying', attempt: number + 1 });
          void attempt(number + 1);
        }, PAYMENT_POLL_INTERVAL_MS);
      }
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
