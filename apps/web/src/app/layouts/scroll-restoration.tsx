import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Enough history entries for any real session; the oldest are forgotten first. */
const KEPT_POSITIONS = 100;
/** How long a return waits for its page to grow tall enough (its code or data arriving). */
const RESTORE_FRAMES = 60;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
  } catch {
    // Storage full or refused: returning to a place is a nicety.
  }
}

/**
 * Scrolls the way documents do, for an app that changes pages itself: a new page starts at its
 * top (or at its #fragment), going back or forward returns to where that entry was left, even
 * after a reload, and a change of the query alone (refining the directory's filters) keeps the
 * place.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shownKey = useRef(location.key);
  const shownPathname = useRef<string | null>(null);

  useEffect(() => {
    const browserSetting = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => positions.current?.set(shownKey.current, window.scrollY);
    const persist = () => positions.current && writePositions(positions.current);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = browserSetting;
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current.get(location.key);
    const firstPage = shownPathname.current === null;
    const samePage = shownPathname.current === location.pathname;
    shownKey.current = location.key;
    shownPathname.current = location.pathname;

    if (navigationType === 'POP' && saved !== undefined) return scrollBackTo(saved);
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!samePage && !firstPage) {
      // The browser has placed the first page itself.
      window.scrollTo(0, 0);
    }
    // An entry left without scrolling (a refined query, say) is returned to where it began.
    positions.current.set(location.key, window.scrollY);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

/** Scrolls to `top`, trying again for a moment while the page is still too short to reach it. */
function scrollBackTo(top: number): () => void {
  let frame = 0;
  let request = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (!reachable && (frame += 1) < RESTORE_FRAMES) request = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(request);
}
