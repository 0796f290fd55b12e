import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DeleteOrganizationDialog } from './delete-organization-dialog';

/** The owner's Edit and Delete controls on the organization's profile. */
export function OwnerActions({ orgId }: { orgId: string }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.organizationEditPath(orgId)}>
          <Pencil aria-hidden />
          Edit
        </Link>
      </Button>
      <DeleteOrganizationDialog orgId={orgId} />
    </>
  );
}
