import { milestoneMessages, type Milestone } from '@catalyst/shared';
import ExternalLink from 'lucide-react/icons/external-link';
import { ProfileCard } from '@/features/organizations';
import { milestoneDateText } from '../lib/milestone-date';

/** The link's host, as the profile names links elsewhere ("Website"): where it leads. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * 'Milestones' on the profile: the organization's timeline as the server ordered it (newest
 * first), an ordered list of dated steps. Rendered on the server: plain HTML and CSS.
 */
export function MilestoneTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ProfileCard title={milestoneMessages.timelineTitle}>
      <ol className="relative ml-1.5 border-l-2 border-brand-100">
        {milestones.map((milestone) => (
          <li key={milestone.id} className="relative pb-6 pl-6 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
            />
            <time dateTime={milestone.date} className="text-sm font-medium text-brand-800">
              {milestoneDateText(milestone)}
            </time>
            <h3 className="mt-0.5 font-semibold break-words text-slate-900">{milestone.title}</h3>
            {milestone.description ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
                {milestone.description}
              </p>
            ) : null}
            {milestone.link ? (
              <a
                href={milestone.link}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="mt-1 inline-flex max-w-full items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <span className="[overflow-wrap:anywhere]">{hostOf(milestone.link)}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </ProfileCard>
  );
}
