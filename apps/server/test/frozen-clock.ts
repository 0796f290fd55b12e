import { vi } from 'vitest';
import type { CapturedMail, SmtpCapture } from './stand-ins/smtp-capture.js';

/**
 * Time stands still unless the test moves it, so waits asserted on do not depend on how long
 * each password hash happens to take on a busy machine. Only `Date` is faked: timers run.
 */
export function freezeTime(): { advance(seconds: number): void } {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (seconds) => vi.setSystemTime(Date.now() + seconds * 1000) };
}

/**
 * The next mail to `email` while time is frozen. Mail leaves through the job queue, whose
 * jobs fall due by the database's clock; the embedded database reads the same (frozen) clock
 * as the test, so it is nudged a millisecond at a time while the mail is on its way.
 */
export async function nextMailWhileFrozen(
  smtp: SmtpCapture,
  email: string,
  timeoutMs?: number,
): Promise<CapturedMail> {
  const nudge = setInterval(() => {
    if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + 1);
  }, 5);
  try {
    return await smtp.nextMailTo(email, timeoutMs);
  } finally {
    clearInterval(nudge);
  }
}
