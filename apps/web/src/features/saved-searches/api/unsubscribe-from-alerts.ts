import { alertMessages } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { ApiError, NetworkError } from '@/lib/api-client';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

/**
 * POST /alerts/unsubscribe?token=…: the address a digest's List-Unsubscribe header names, so
 * it lives beside the page and not under /api, and the API client (which prefixes /api and
 * recovers sessions this link needs none of) does not send it. Only ever a POST, on the
 * person's click: mail scanners fetch a link with GET, which must never unsubscribe anyone.
 */
async function unsubscribeFromAlerts(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${paths.alertsUnsubscribe}?${new URLSearchParams({ token })}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    throw new NetworkError();
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
  const { code, message } = body?.error ?? {};
  throw typeof code === 'string' && typeof message === 'string'
    ? new ApiError(response.status, code, message)
    : new ApiError(response.status, 'UNKNOWN', alertMessages.unsubscribeInvalid);
}

export const useUnsubscribeFromAlerts = () => useMutation({ mutationFn: unsubscribeFromAlerts });
