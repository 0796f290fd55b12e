import { dismissReasonSchema, moderationReasonSchema, restoreReasonSchema } from '@catalyst/shared';
import Check from 'lucide-react/icons/check';
import EyeOff from 'lucide-react/icons/eye-off';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useDismissReports } from '../api/dismiss-reports';
import { useHideOrganization } from '../api/hide-organization';
import { useRestoreOrganization } from '../api/restore-organization';
import { countOf } from '../lib/format';
import { ReasonActionButton } from './reason-action-button';

interface Target {
  id: string;
  name: string;
}

/** Hide: the profile leaves the directory at once; the owner reads the reason. */
function HideOrganizationButton({ organization }: { organization: Target }) {
  return (
    <ReasonActionButton
      action={useHideOrganization(organization.id)}
      succeeded={() => `${organization.name} is hidden.`}
      schema={moderationReasonSchema}
      destructive
      label="Hide"
      accessibleName={`Hide ${organization.name}`}
      icon={<EyeOff aria-hidden />}
      title={`Hide ${organization.name}`}
      description="The profile leaves the directory at once and its open reports are closed. Its owner is told your reason and can ask for a review; you can restore it at any time."
      reasonHint="The owner reads this. Say what is wrong and what would need to change."
      submitLabel="Hide profile"
      busyLabel="Hiding..."
    />
  );
}

/** Restore: visitors see the profile again (while it is paid for). */
function RestoreOrganizationButton({ organization }: { organization: Target }) {
  return (
    <ReasonActionButton
      action={useRestoreOrganization(organization.id)}
      succeeded={() => `${organization.name} is restored.`}
      schema={restoreReasonSchema}
      label="Restore"
      accessibleName={`Restore ${organization.name}`}
      icon={<RotateCcw aria-hidden />}
      title={`Restore ${organization.name}`}
      description="Visitors can see the profile again while its subscription is paid. The owner's notice goes away."
      submitLabel="Restore profile"
      busyLabel="Restoring..."
    />
  );
}

/** Dismiss: the open reports close without action; the profile stays as it is. */
export function DismissReportsButton({
  organization,
  openReports,
}: {
  organization: Target;
  openReports: number;
}) {
  return (
    <ReasonActionButton
      action={useDismissReports(organization.id)}
      succeeded={({ dismissed }) =>
        `Dismissed ${countOf(dismissed, 'report')} about ${organization.name}.`
      }
      schema={dismissReasonSchema}
      label="Dismiss"
      accessibleName={`Dismiss the reports about ${organization.name}`}
      icon={<Check aria-hidden />}
      title="Dismiss reports"
      description={`The ${countOf(openReports, 'open report')} about ${organization.name} will be closed without action. The profile stays as it is.`}
      submitLabel="Dismiss reports"
      busyLabel="Dismissing..."
    />
  );
}

/** Hide or Restore, whichever applies. */
export function ModerateOrganizationButton({
  organization,
  hidden,
}: {
  organization: Target;
  hidden: boolean;
}) {
  return hidden ? (
    <RestoreOrganizationButton organization={organization} />
  ) : (
    <HideOrganizationButton organization={organization} />
  );
}
