import type { portalSessionSchema } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';

export type PortalSession = z.infer<typeof portalSessionSchema>;

/** POST /api/payments/portal-session: a one-time link to Stripe's customer portal. */
export const createPortalSession = () =>
  apiRequest<PortalSession>('/payments/portal-session', { method: 'POST' });

/**
 * Opens the customer portal, where the owner cancels or changes the card. The page stays busy
 * on success: the browser is on its way out.
 */
export const useOpenBillingPortal = () =>
  useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => browserLocation.assign(url),
  });
