import {
  apiMessages,
  type OpenRole,
  type OpenRoleFields,
  openRoleMessages,
  type OpenRoleUpdateInput,
} from '@catalyst/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { toast } from 'sonner';
import { DeleteRowAction, EditableListRow } from '@/components/editable-list-row';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useOrganization } from '@/features/organizations';
import { useCountries } from '@/features/taxonomy';
import { useOrganizationRoles } from '../api/get-organization-roles';
import { useCreateOpenRole, useDeleteOpenRole, useUpdateOpenRole } from '../api/role-changes';
import { dayText, employmentText, placeText, salaryText } from '../lib/role-display';
import { RoleForm } from './role-form';
import { emptyRoleForm, roleFormOf, toRoleInput } from './role-form-values';

const statusLabels: Record<OpenRole['status'], string> = {
  open: 'Open',
  closed: 'Closed',
  expired: 'Ended',
};

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : apiMessages.internal;

/** A role's fields as they are, to close or reopen it without changing them. */
function unchanged(role: OpenRole): OpenRoleUpdateInput {
  const fields: OpenRoleUpdateInput = toRoleInput(roleFormOf(role));
  // Its last day stays as stored: an ended role may be closed without choosing a new one.
  delete fields.validThrough;
  return fields;
}

function RoleRow({
  organizationId,
  slug,
  role,
  onEdit,
}: {
  organizationId: string;
  slug: string;
  role: OpenRole;
  onEdit: () => void;
}) {
  const countries = useCountries().data;
  const updating = useUpdateOpenRole(organizationId);
  const deleting = useDeleteOpenRole(organizationId);
  const open = role.status === 'open';

  const setStatus = (status: 'open' | 'closed') =>
    updating.mutate(
      { roleId: role.id, input: { ...unchanged(role), status } },
      {
        onSuccess: () => toast.success(status === 'open' ? 'Role reopened.' : 'Role closed.'),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <EditableListRow
      spacing="py-4"
      actions={
        <>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={updating.isPending}
            onClick={() => setStatus(role.status === 'closed' ? 'open' : 'closed')}
          >
            {role.status === 'closed' ? 'Reopen' : 'Close'}
            <span className="sr-only"> {role.title}</span>
          </Button>
          <DeleteRowAction
            itemName={role.title}
            busy={deleting.isPending}
            title="Delete role"
            description={`Delete “${role.title}”? This cannot be undone. To take it down for now, close it instead.`}
            onConfirm={(close) =>
              deleting.mutate(role.id, {
                onSuccess: () => {
                  close();
                  toast.success('Role deleted.');
                },
                onError: (error) => toast.error(errorText(error)),
              })
            }
          />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        {open ? (
          <Link
            to={paths.organizationRolePath(slug, role.id)}
            className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
          >
            {role.title}
          </Link>
        ) : (
          <span className="font-medium break-words text-slate-900">{role.title}</span>
        )}
        <Badge variant={open ? 'default' : 'secondary'}>{statusLabels[role.status]}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {[employmentText(role), placeText(role, countries), salaryText(role)].join(' · ')}
      </p>
      <p className="text-sm text-slate-600">Last day: {dayText(role.validThrough)}</p>
    </EditableListRow>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; role: OpenRole } | null;

/**
 * /organizations/:orgId/edit/roles: the organization's people post, edit, close, reopen and
 * delete its open roles. Every role is listed here, closed and ended ones too.
 */
export function RolesManagePage({ orgId }: { orgId: string }) {
  const organization = useOrganization(orgId);
  const roles = useOrganizationRoles(orgId);
  const creating = useCreateOpenRole(orgId);
  const updating = useUpdateOpenRole(orgId);
  const [editing, setEditing] = useState<Editing>(null);
  usePageTitle(organization.data ? `Open roles: ${organization.data.name}` : 'Open roles');

  if (organization.isError || roles.isError) {
    return (
      <Alert variant="destructive" className="mx-auto my-10 max-w-3xl">
        <AlertDescription className="mt-0">
          {errorText(organization.error ?? roles.error)}
        </AlertDescription>
      </Alert>
    );
  }

  const save = async (input: OpenRoleFields) => {
    try {
      if (editing?.kind === 'edit') {
        await updating.mutateAsync({ roleId: editing.role.id, input });
        toast.success('Role saved.');
      } else {
        await creating.mutateAsync(input);
        toast.success('Role posted.');
      }
      setEditing(null);
      return undefined;
    } catch (error) {
      return errorText(error);
    }
  };

  const unpublished =
    organization.data && organization.data.publicationStatus !== 'published' ? true : false;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={paths.organizationEditPath(orgId)}>
            <ArrowLeft aria-hidden="true" />
            Back to the editor
          </Link>
        </Button>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Open roles</h1>
        <p className="mt-2 text-slate-600">
          {organization.data ? `${organization.data.name}: ` : ''}
          every role shows its salary range, and leaves your profile after its last day.
        </p>
      </div>
      {unpublished ? (
        <Alert>
          <AlertDescription className="mt-0">{openRoleMessages.publishedOnly}</AlertDescription>
        </Alert>
      ) : null}
      {editing ? (
        <Card className="p-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">
            {editing.kind === 'edit' ? `Edit “${editing.role.title}”` : 'Post a role'}
          </h2>
          <RoleForm
            key={editing.kind === 'edit' ? editing.role.id : 'new'}
            initial={editing.kind === 'edit' ? roleFormOf(editing.role) : emptyRoleForm()}
            submitLabel={editing.kind === 'edit' ? 'Save role' : 'Post role'}
            busy={creating.isPending || updating.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : (
        <Button type="button" className="self-start" onClick={() => setEditing({ kind: 'new' })}>
          <Plus aria-hidden="true" />
          Post a role
        </Button>
      )}
      <Card className="px-6 py-2">
        {roles.isPending || !organization.data ? (
          <p className="py-4 text-slate-600">Loading roles...</p>
        ) : roles.data.length === 0 ? (
          <p className="py-4 text-slate-600">No roles yet. Post your first one above.</p>
        ) : (
          <ul aria-label="Your roles" className="divide-y divide-slate-200">
            {roles.data.map((role) => (
              <RoleRow
                key={role.id}
                organizationId={orgId}
                slug={organization.data.slug}
                role={role}
                onEdit={() => setEditing({ kind: 'edit', role })}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
