import { EditorSection } from './editor-section';
import { UrlField } from './url-field';

/** Where people find the organization elsewhere: shown under Connect on the profile. */
export function LinksSection() {
  return (
    <EditorSection
      title="Links"
      description="All optional. Addresses without https:// get it added."
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <UrlField name="websiteUrl" label="Website" />
        <UrlField name="linkedinUrl" label="LinkedIn" />
        <UrlField name="twitterUrl" label="Twitter/X" />
        <UrlField name="blogUrl" label="Blog" />
      </div>
    </EditorSection>
  );
}
