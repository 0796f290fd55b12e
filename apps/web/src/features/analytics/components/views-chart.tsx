import { analyticsMessages, type AnalyticsDay } from '@catalyst/shared';
import { useId } from 'react';

const WIDTH = 600;
const HEIGHT = 180;

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least 4. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Views per day as bars, drawn in SVG: the picture is for the eye (role="img" with a summary
 * as its name), and the numbers are in a table beside it for everyone else.
 */
export function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...days.map((day) => day.views)));
  const slot = WIDTH / Math.max(1, days.length);
  const gap = days.length > 40 ? 1 : 3;
  const first = days[0];
  const last = days.at(-1);
  const title = analyticsMessages.chartTitle(days.length);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-44 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
        >
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible"
          data-testid="views-chart"
        >
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * fraction}
              y2={HEIGHT * fraction}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = (day.views / top) * HEIGHT;
            return (
              <rect
                key={day.date}
                x={index * slot + gap / 2}
                y={HEIGHT - height}
                width={Math.max(1, slot - gap)}
                height={height}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${formatDay(day.date)}: ${day.views}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="flex justify-between pl-8 text-xs text-slate-600">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {analyticsMessages.views}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {analyticsMessages.embedViewsColumn}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {analyticsMessages.feedViewsColumn}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Appearances
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{day.views}</td>
                  <td className="px-3 py-1.5 text-right">{day.embedViews}</td>
                  <td className="px-3 py-1.5 text-right">{day.feedViews}</td>
                  <td className="px-3 py-1.5 text-right">{day.appearances}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
