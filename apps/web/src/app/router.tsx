import { createBrowserRouter, type HydrationState } from 'react-router';
import { appRoutes } from './routes';

/** The browser's router over the one route tree; `hydrationData` when the server rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
