import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The one way the app raises a toast. sonner (its toasts and its styles) is fetched the first
 * time it is needed instead of with the page: `toast.success(…)` here works like sonner's own,
 * and a toast raised before the Toaster is on screen shows as soon as it is (sonner replays
 * the toasts still active when its Toaster subscribes).
 */

type Sonner = typeof SonnerModule;
type ToastKind = 'message' | 'success' | 'error' | 'info' | 'warning';
type ToastMessage = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | null = null;
const toastRequests = new Set<() => void>();
let toastRequested = false;

/** Fetches sonner once; every caller shares the same module (and so the same toast queue). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/**
 * Calls `listener` when the first toast is raised (at once if one already was): the app
 * mounts its Toaster then, if it has not yet. Returns the unsubscribe call.
 */
export function onToastRequested(listener: () => void): () => void {
  if (toastRequested) {
    listener();
    return () => undefined;
  }
  toastRequests.add(listener);
  return () => toastRequests.delete(listener);
}

function show(kind: ToastKind, message: ToastMessage, data?: ExternalToast): void {
  toastRequested = true;
  for (const listener of [...toastRequests]) listener();
  toastRequests.clear();
  loadSonner().then(
    ({ toast: sonnerToast }) => {
      sonnerToast[kind](message, data);
    },
    (error: unknown) => console.error('Loading the notifications failed', error),
  );
}

export const toast = Object.assign(
  (message: ToastMessage, data?: ExternalToast) => show('message', message, data),
  {
    message: (message: ToastMessage, data?: ExternalToast) => show('message', message, data),
    success: (message: ToastMessage, data?: ExternalToast) => show('success', message, data),
    error: (message: ToastMessage, data?: ExternalToast) => show('error', message, data),
    info: (message: ToastMessage, data?: ExternalToast) => show('info', message, data),
    warning: (message: ToastMessage, data?: ExternalToast) => show('warning', message, data),
  },
);
