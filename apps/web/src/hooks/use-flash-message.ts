import { SUCCESS_MESSAGE_MS } from '@catalyst/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state that carries a one-time message to the next page. */
export interface FlashState {
  message?: string;
}

/**
 * Reads a success message passed through navigation state, shows it for 5 seconds, and
 * clears it from history at once so a reload or a back-navigation never shows it again.
 */
export function useFlashMessage(durationMs = SUCCESS_MESSAGE_MS): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as FlashState | null)?.message ?? null;
  const [message, setMessage] = useState<string | null>(incoming);
  const [received, setReceived] = useState<string | null>(incoming);

  // A new message arriving while mounted replaces the shown one (state adjusted in render).
  if (incoming && incoming !== received) {
    setReceived(incoming);
    setMessage(incoming);
  }

  useEffect(() => {
    if (!incoming) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  }, [incoming, location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => {
      setMessage(null);
      setReceived(null);
    }, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  return message;
}
