import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';

/** POST /api/payments/portal-session: a one-time link to Stripe's customer portal. */
const createPortalSession = () =>
  apiRequest<ApiData<'/payments/portal-session', 'post'>>('/payments/portal-session', {
    method: 'POST',
  });

/**
 * Opens the customer portal, where the owner cancels or changes the card. The page stays busy
 * on success: the browser is on its way out.
 */
export const useOpenBillingPortal = () =>
  useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => browserLocation.assign(url),
  });
