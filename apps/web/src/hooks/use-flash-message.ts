import { SUCCESS_MESSAGE_MS } from '@catalyst/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigation state that carries a one-time message to the next page. Most are successes;
 * a page that turns the user away says so with tone 'error'.
 */
export interface FlashState {
  message?: string;
  tone?: FlashTone;
}

export type FlashTone = 'success' | 'error';

interface Flash {
  message: string;
  tone: FlashTone;
}

function flashOf(state: unknown): Flash | null {
  const { message, tone } = (state as FlashState | null) ?? {};
  return message ? { message, tone: tone ?? 'success' } : null;
}

/**
 * Reads a message passed through navigation state, shows it for 5 seconds, and clears it
 * from history at once so a reload or a back-navigation never shows it again.
 */
export function useFlashMessage(durationMs = SUCCESS_MESSAGE_MS): Flash | null {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = flashOf(location.state);
  const [flash, setFlash] = useState<Flash | null>(incoming);
  const [received, setReceived] = useState<string | null>(incoming?.message ?? null);

  // A new message arriving while mounted replaces the shown one (state adjusted in render).
  if (incoming && incoming.message !== received) {
    setReceived(incoming.message);
    setFlash(incoming);
  }

  const hasIncoming = incoming !== null;
  useEffect(() => {
    if (!hasIncoming) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  }, [hasIncoming, location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => {
      setFlash(null);
      setReceived(null);
    }, durationMs);
    return () => window.clearTimeout(timer);
  }, [flash, durationMs]);

  return flash;
}
