import { paymentMessages } from '@catalyst/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The server's own words for a refusal (4xx, e.g. 'This organization is already published.');
 * the product's failure text for anything else.
 */
export function paymentErrorMessage(
  error: unknown,
  fallback: string = paymentMessages.paymentFailed,
) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$12.00': the amount as a checkout's pay button states it. */
export const formatUsd = (amount: number) => usd.format(amount);
