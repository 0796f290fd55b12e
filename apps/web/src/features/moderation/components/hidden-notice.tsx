import { apiMessages, type MemberOrganization, moderationMessages } from '@catalyst/shared';
import Loader2 from 'lucide-react/icons/loader-circle';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useRequestReview } from '../api/request-review';
import { apiErrorMessage } from '@/lib/api-error-message';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/**
 * What the owner of a hidden organization is told wherever they meet it (dashboard, editor,
 * their own profile): that visitors cannot see it, the moderator's reason in full, and how to
 * get it back. Renders nothing for an organization that is not hidden.
 */
export function HiddenNotice({
  organization,
  headingLevel = 2,
  className,
}: {
  organization: Pick<MemberOrganization, 'id' | 'moderation'>;
  /** Where the notice sits in the page's outline: a page section (2) or inside a card (3). */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const [requested, setRequested] = useState(false);
  const review = useRequestReview(organization.id);
  const { moderation } = organization;
  if (!moderation) return null;

  let reviewState;
  if (requested) {
    reviewState = <p className="font-medium">{moderationMessages.reviewRequested}</p>;
  } else if (moderation.reviewRequestedAt) {
    reviewState = (
      <p className="font-medium">
        {moderationMessages.reviewAlreadyRequested.replace(
          '{date}',
          formatDate(moderation.reviewRequestedAt),
        )}
      </p>
    );
  } else {
    reviewState = (
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start border-red-300 text-red-900 hover:bg-red-100"
        disabled={review.isPending}
        aria-busy={review.isPending}
        onClick={() =>
          review.mutate(undefined, {
            onSuccess: () => setRequested(true),
            onError: (error) => toast.error(apiErrorMessage(error, apiMessages.internal)),
          })
        }
      >
        {review.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {moderationMessages.requestReview}
      </Button>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-lg border border-red-200 bg-red-50 p-4 text-red-950', className)}
    >
      <div className="flex gap-3">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
          <Heading id={titleId} className="text-base font-semibold">
            {moderationMessages.hiddenNoticeTitle}
          </Heading>
          <p>
            <span className="font-medium">{moderationMessages.hiddenNoticeReason}</span>{' '}
            <span className="break-words whitespace-pre-line">{moderation.reason}</span>
          </p>
          <p>{moderationMessages.hiddenNoticeHelp}</p>
          {/* Announced when a request goes through. */}
          <div role="status" className="flex flex-col">
            {reviewState}
          </div>
        </div>
      </div>
    </section>
  );
}
