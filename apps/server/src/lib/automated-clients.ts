import { isbot } from 'isbot';

/**
 * Crawlers, link previewers, monitors and headless browsers, by the maintained list of the
 * `isbot` package; a request without a user agent is no browser either.
 */
export function isAutomated(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
