import type { MemberRole, Organization } from '@catalyst/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EditorSection } from '@/features/organizations';
import { UrlField } from './url-field';

/** For owners: where to prove the website is theirs, or see that it is. */
function WebsiteVerificationLink({
  organization,
  role,
}: {
  organization: Organization;
  role: MemberRole;
}) {
  if (role !== 'owner' || !organization.websiteUrl) return null;
  return (
    <Link
      to={paths.organizationWebsitePath(organization.id)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <BadgeCheck aria-hidden className="size-4" />
      {organization.websiteVerified ? 'Website verified: details' : 'Verify this website'}
    </Link>
  );
}

/**
 * Where people find the organization elsewhere: shown under Connect on the profile. `role` is
 * the editing person's in it.
 */
export function LinksSection({
  organization,
  role,
}: {
  organization?: Organization;
  role?: MemberRole;
}) {
  return (
    <EditorSection
      title="Links"
      description="All optional. Addresses without https:// get it added."
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <UrlField name="websiteUrl" label="Website" />
          {organization && role ? (
            <WebsiteVerificationLink organization={organization} role={role} />
          ) : null}
        </div>
        <UrlField name="linkedinUrl" label="LinkedIn" />
        <UrlField name="twitterUrl" label="Twitter/X" />
        <UrlField name="blogUrl" label="Blog" />
      </div>
    </EditorSection>
  );
}
