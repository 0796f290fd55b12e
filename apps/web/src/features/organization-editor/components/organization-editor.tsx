import { GalleryEditorSlot } from '@/features/media';
import type { OrganizationEditState } from '@/features/organizations';
import { organizationFormMessages } from '@catalyst/shared';
import type { ReactNode } from 'react';
import Briefcase from 'lucide-react/icons/briefcase';
import Users from 'lucide-react/icons/users';
import { Navigate, useLocation, Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MilestonesEditorSlot } from '@/features/milestones';
import { HiddenNotice } from '@/features/moderation';
import { useCategories, useCategoryGroups, useCountries } from '@/features/taxonomy';
import type { FlashState } from '@/hooks/use-flash-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useMemberOrganization, useOrganization } from '@/features/organizations';
import { EditorHeader } from './editor-header';
import { EditorSkeleton } from './editor-skeleton';
import { OrganizationForm } from './organization-form';
import { PaymentGate, usePaymentReturn } from './payment-gate';

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
        <GalleryEditorSlot organization={organization.data} />
      </>
    );
  }
  return <EditorFrame newlyCreated={newlyCreated}>{content}</EditorFrame>;
}
