import { BANNER_RECOMMENDED, type Organization } from '@catalyst/shared';
import { EditorSection, ImageUploadField } from '@/features/organizations';

/** Logo and banner upload at once; they are not part of the form's save. */
export function ImagesSection({ organization }: { organization: Organization }) {
  return (
    <EditorSection
      title="Images"
      description="Images are saved as soon as you upload or remove them."
    >
      <ImageUploadField
        organizationId={organization.id}
        target={{ kind: 'logo' }}
        label="Logo"
        hint="Square, at least 256×256"
        imageUrl={organization.logo}
      />
      <ImageUploadField
        organizationId={organization.id}
        target={{ kind: 'banner' }}
        label="Banner"
        hint={`Recommended ${BANNER_RECOMMENDED.width}×${BANNER_RECOMMENDED.height}`}
        imageUrl={organization.bannerImage}
      />
    </EditorSection>
  );
}
