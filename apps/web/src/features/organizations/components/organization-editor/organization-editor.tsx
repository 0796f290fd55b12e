import { organizationFormMessages } from '@catalyst/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Briefcase, Users } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '@/components/router-link';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MilestonesEditorSlot } from '@/features/milestones/components/milestones-editor-slot';
import { HiddenNotice } from '@/features/moderation/components/hidden-notice';
import {
  useCategories,
  useCategoryGroups,
  useCountries,
} from '@/features/taxonomy/api/get-taxonomy';
import type { FlashState } from '@/hooks/use-flash-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useOrganization } from '../../api/get-organization';
import { useMemberOrganization } from '../owner-actions/use-member-organization';
import { EditorHeader } from './editor-header';
import { EditorSkeleton } from './editor-skeleton';
import { OrganizationForm } from './organization-form';
import { PaymentGate, usePaymentReturn } from './payment-gate';

// The gallery's controls are in a file of their own, fetched when the editor shows them.
const GalleryEditorSection = lazy(() =>
  import('@/features/media/components/gallery-editor-section').then((m) => ({
    default: m.GalleryEditorSection,
  })),
);

/** Route state of the edit page: set by whoever sends a brand-new organization here. */
export interface OrganizationEditState {
  newlyCreated?: boolean;
}

/**
 * The server hides someone else's unpublished organization (404), refuses a published one
 * (403), and answers 400 for an id that cannot exist: none of them is theirs to edit.
 */
function isNotEditable(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

function EditorFrame({ newlyCreated, children }: { newlyCreated: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <EditorHeader newlyCreated={newlyCreated} />
      {children}
    </div>
  );
}

/** /organizations/:orgId/edit for the owner: loads the organization and the taxonomy. */
export function OrganizationEditor({ orgId }: { orgId: string }) {
  const location = useLocation();
  const newlyCreated = (location.state as OrganizationEditState | null)?.newlyCreated === true;
  const paymentReturn = usePaymentReturn();
  usePageTitle(
    newlyCreated ? organizationFormMessages.completeTitle : organizationFormMessages.editTitle,
  );

  const organization = useOrganization(orgId);
  const categories = useCategories();
  const groups = useCategoryGroups();
  const countries = useCountries();

  // Its people's own record of it: their role, its payment status and its moderation.
  const membership = useMemberOrganization(orgId);
  const notOwner =
    (organization.isError && isNotEditable(organization.error)) ||
    (organization.data !== undefined && membership === null);
  if (notOwner) {
    const state: FlashState = { message: organizationFormMessages.noPermission, tone: 'error' };
    return <Navigate to={paths.organizations} replace state={state} />;
  }

  let content: ReactNode;
  if (organization.isError || categories.isError || groups.isError || countries.isError) {
    content = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">{organizationFormMessages.loadFailed}</AlertDescription>
      </Alert>
    );
  } else if (
    !membership ||
    organization.isPending ||
    categories.isPending ||
    groups.isPending ||
    countries.isPending
  ) {
    content = <EditorSkeleton />;
  } else {
    content = (
      <>
        <div className="flex justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.organizationRolesManagePath(organization.data.id)}>
              <Briefcase aria-hidden />
              Open roles
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.organizationTeamPath(organization.data.id)}>
              <Users aria-hidden />
              Team
            </Link>
          </Button>
        </div>
        {/* The owner edits a hidden profile to fix what the moderator's reason describes. */}
        <HiddenNotice organization={membership} />
        <PaymentGate organization={membership} paymentReturn={paymentReturn}>
          <OrganizationForm
            organization={organization.data}
            role={membership.viewerRole}
            categories={categories.data}
            groups={groups.data}
          />
          <MilestonesEditorSlot organizationId={organization.data.id} />
        </PaymentGate>
        <Suspense fallback={null}>
          <GalleryEditorSection organization={organization.data} />
        </Suspense>
      </>
    );
  }
  return <EditorFrame newlyCreated={newlyCreated}>{content}</EditorFrame>;
}
