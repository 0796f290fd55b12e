import { profileUpdatedText, utcDaysBetween, utcLongDate } from '@catalyst/shared';

/**
 * "Updated 12 days ago", with the exact date for machines and on hover. Days are counted in
 * whole UTC days on both sides of the render, so the server's HTML and the browser's first
 * render agree whatever their time zones; only a page rendered just before midnight UTC and
 * hydrated after it can differ, by one day, and that text is left as the server wrote it
 * (suppressHydrationWarning) until the next render.
 */
export function ProfileFreshness({ updatedAt, now }: { updatedAt: string; now?: Date }) {
  const updated = new Date(updatedAt);
  if (Number.isNaN(updated.getTime())) return null;
  const days = utcDaysBetween(updated, now ?? new Date());
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={updatedAt} title={utcLongDate(updated)} suppressHydrationWarning>
        {profileUpdatedText(days)}
      </time>
    </p>
  );
}
