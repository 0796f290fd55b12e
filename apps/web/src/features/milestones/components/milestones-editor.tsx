import {
  apiMessages,
  MILESTONES_PER_ORGANIZATION_MAX,
  milestoneMessages,
  parseMilestoneDate,
  type Milestone,
  type MilestoneFields,
} from '@catalyst/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteRowAction, EditableListRow } from '@/components/editable-list-row';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EditorSection } from '@/features/organizations';
import { ApiError } from '@/lib/api-client';
import {
  useCreateMilestone,
  useDeleteMilestone,
  useMilestones,
  useReorderMilestones,
  useUpdateMilestone,
} from '../api/milestones';
import { milestoneDateText } from '../lib/milestone-date';
import { emptyMilestoneForm, MilestoneForm, milestoneFormOf } from './milestone-form';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : apiMessages.internal;

/** The day a milestone is kept under: a month's is its first. Only those sharing it reorder. */
const dayOf = (milestone: Milestone) => parseMilestoneDate(milestone.date)?.occurredOn;

type Editing = { kind: 'new' } | { kind: 'edit'; milestone: Milestone } | null;

function MilestoneItem({
  organizationId,
  milestone,
  moveUp,
  moveDown,
  reordering,
  onEdit,
}: {
  organizationId: string;
  milestone: Milestone;
  moveUp: (() => void) | undefined;
  moveDown: (() => void) | undefined;
  reordering: boolean;
  onEdit: () => void;
}) {
  const deleting = useDeleteMilestone(organizationId);
  return (
    <EditableListRow
      spacing="py-3 first:pt-0 last:pb-0"
      actions={
        <>
          {moveUp || moveDown
            ? [
                { label: 'Move up', Icon: ArrowUp, move: moveUp },
                { label: 'Move down', Icon: ArrowDown, move: moveDown },
              ].map(({ label, Icon, move }) => (
                <Button
                  key={label}
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={!move || reordering}
                  onClick={move}
                >
                  <Icon aria-hidden />
                  <span className="sr-only">
                    {label}: {milestone.title}
                  </span>
                </Button>
              ))
            : null}
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Edit<span className="sr-only"> {milestone.title}</span>
          </Button>
          <DeleteRowAction
            itemName={milestone.title}
            busy={deleting.isPending}
            title="Delete milestone"
            description={`Delete “${milestone.title}”? It leaves your profile’s timeline. This cannot be undone.`}
            // Awaited rather than told by callbacks: the item is gone from the reloaded list
            // (and unmounted) before the deletion settles.
            onConfirm={async (close) => {
              try {
                await deleting.mutateAsync(milestone.id);
                close();
                toast.success('Milestone deleted.');
              } catch (error) {
                toast.error(errorText(error));
              }
            }}
          />
        </>
      }
    >
      <p className="text-sm font-medium text-brand-800">{milestoneDateText(milestone)}</p>
      <p className="font-medium break-words text-slate-900">{milestone.title}</p>
      {milestone.description ? (
        <p className="line-clamp-2 text-sm break-words text-slate-600">{milestone.description}</p>
      ) : null}
    </EditableListRow>
  );
}

/**
 * The editor's 'Milestones': the organization's people add, edit, delete and reorder the
 * dated steps its profile shows as a timeline. The date orders them, newest first; milestones
 * that share a date can be moved up and down among themselves.
 */
export function MilestonesEditor({ organizationId }: { organizationId: string }) {
  const milestones = useMilestones(organizationId);
  const creating = useCreateMilestone(organizationId);
  const updating = useUpdateMilestone(organizationId);
  const reordering = useReorderMilestones(organizationId);
  const [editing, setEditing] = useState<Editing>(null);
  const list = milestones.data ?? [];
  const full = list.length >= MILESTONES_PER_ORGANIZATION_MAX;

  const save = async (input: MilestoneFields) => {
    try {
      if (editing?.kind === 'edit') {
        await updating.mutateAsync({ milestoneId: editing.milestone.id, input });
        toast.success('Milestone saved.');
      } else {
        await creating.mutateAsync(input);
        toast.success('Milestone added.');
      }
      setEditing(null);
      return undefined;
    } catch (error) {
      return errorText(error);
    }
  };

  /** Swaps a milestone with its neighbour of the same date. */
  const swap = (index: number, other: number) => {
    const ids = list.map((milestone) => milestone.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    reordering.mutate(ids, {
      onSuccess: () => toast.success('Order saved.'),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  const sameDay = (a: number, b: number) =>
    list[a] !== undefined && list[b] !== undefined && dayOf(list[a]) === dayOf(list[b]);

  return (
    <EditorSection
      title={milestoneMessages.timelineTitle}
      description="Dated steps in your story, shown on your profile as a timeline, newest first. Each one is saved on its own."
    >
      {milestones.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">{errorText(milestones.error)}</AlertDescription>
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <ol className="divide-y divide-slate-200" aria-label="Your milestones, newest first">
          {list.map((milestone, index) =>
            editing?.kind === 'edit' && editing.milestone.id === milestone.id ? (
              <li key={milestone.id} className="py-3">
                <MilestoneForm
                  initial={milestoneFormOf(milestone)}
                  legend={`Edit “${milestone.title}”`}
                  submitLabel="Save milestone"
                  busy={updating.isPending}
                  onSave={save}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <MilestoneItem
                key={milestone.id}
                organizationId={organizationId}
                milestone={milestone}
                moveUp={sameDay(index, index - 1) ? () => swap(index, index - 1) : undefined}
                moveDown={sameDay(index, index + 1) ? () => swap(index, index + 1) : undefined}
                reordering={reordering.isPending}
                onEdit={() => setEditing({ kind: 'edit', milestone })}
              />
            ),
          )}
        </ol>
      ) : milestones.isSuccess ? (
        <p className="text-sm text-slate-600">
          No milestones yet. Add the first: when you started, a first grant, a programme launched.
        </p>
      ) : null}
      {editing?.kind === 'new' ? (
        <MilestoneForm
          initial={emptyMilestoneForm()}
          legend="Add a milestone"
          submitLabel="Add milestone"
          busy={creating.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : full ? (
        <p className="text-sm text-slate-600">{milestoneMessages.tooMany}</p>
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={!milestones.isSuccess}
            onClick={() => setEditing({ kind: 'new' })}
          >
            <Plus aria-hidden />
            Add a milestone
          </Button>
        </div>
      )}
    </EditorSection>
  );
}
