import {
  EMBED_LANGUAGES,
  EMBED_THEMES,
  type EmbedLanguage,
  type EmbedTheme,
  type MemberOrganization,
} from '@catalyst/shared';
import { type ReactNode, useId, useState } from 'react';
import { FormSelect } from '@/components/form/form-select';
import { Label } from '@/components/ui/label';
import { siteConfig } from '@/config/site-config';
import { EMBED_FRAME_HEIGHT, siteSnippets } from '../lib/site-snippets';
import { CopyableSnippet } from './copyable-snippet';

const themeLabels: Record<EmbedTheme, string> = {
  auto: 'Automatic (the visitor’s setting)',
  light: 'Light',
  dark: 'Dark',
};

/** Each language in its own name: the one the owner's site is written in. */
const languageLabels: Record<EmbedLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

export type SnippetOrganization = Pick<
  MemberOrganization,
  'slug' | 'name' | 'publicationStatus' | 'moderation' | 'websiteVerified'
>;

/** The embed and the badge show only what the public directory lists. */
const isListed = (organization: SnippetOrganization) =>
  organization.publicationStatus === 'published' && !organization.moderation;

function NotListed({ organization }: { organization: SnippetOrganization }) {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      {organization.moderation
        ? 'While moderators keep this profile hidden, its roles and badge cannot be shown on other sites. The code to copy appears here again once the profile is visible.'
        : 'The code for your website appears here once the profile is published: the roles and the badge show only a published profile.'}
    </p>
  );
}

function SnippetSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * "On your website": the code an owner pastes into their organization's own site, for its open
 * roles (a frame, previewed live at the theme and language chosen), its badge linking to the
 * profile, and the address of its roles feed.
 */
export function SiteSnippetsPanel({ organization }: { organization: SnippetOrganization }) {
  const themeId = useId();
  const languageId = useId();
  const [theme, setTheme] = useState<EmbedTheme>('auto');
  const [lang, setLang] = useState<EmbedLanguage>('en');

  if (!isListed(organization)) return <NotListed organization={organization} />;

  const snippets = siteSnippets({
    origin: siteConfig.publicUrl,
    productName: siteConfig.productName,
    organization,
    theme,
    lang,
  });

  return (
    <div className="flex flex-col gap-8">
      <SnippetSection
        title="Open roles"
        description={`A list of your open roles that keeps itself up to date. Each role opens on ${siteConfig.productName} Profiles in a new tab.`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={themeId}>Theme</Label>
            <FormSelect
              id={themeId}
              value={theme}
              onChange={(event) => setTheme(event.target.value as EmbedTheme)}
            >
              {EMBED_THEMES.map((value) => (
                <option key={value} value={value}>
                  {themeLabels[value]}
                </option>
              ))}
            </FormSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={languageId}>Language</Label>
            <FormSelect
              id={languageId}
              value={lang}
              onChange={(event) => setLang(event.target.value as EmbedLanguage)}
            >
              {EMBED_LANGUAGES.map((value) => (
                <option key={value} value={value} lang={value}>
                  {languageLabels[value]}
                </option>
              ))}
            </FormSelect>
          </div>
        </div>
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium text-slate-800">Preview</figcaption>
          <iframe
            src={snippets.embedUrl}
            title={`Preview: open roles at ${organization.name}`}
            height={EMBED_FRAME_HEIGHT}
            className="w-full rounded-lg border border-slate-200"
          />
        </figure>
        <CopyableSnippet label="Roles embed code" value={snippets.embed} />
      </SnippetSection>

      <SnippetSection
        title="Badge"
        description={
          organization.websiteVerified
            ? `Links to your profile. It reads “Verified on ${siteConfig.productName}”, as your website is verified.`
            : `Links to your profile. It shows your name, and reads “Verified on ${siteConfig.productName}” once your website is verified.`
        }
      >
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
          <img src={snippets.badgeUrl} alt={snippets.badgeAlt} height={20} className="h-5 w-auto" />
        </div>
        <CopyableSnippet label="Badge code" value={snippets.badge} />
      </SnippetSection>

      <SnippetSection
        title="Roles feed"
        description="For feed readers and job boards: your open roles as an Atom feed, new ones as you post them."
      >
        <CopyableSnippet label="Feed address" value={snippets.feedUrl} />
      </SnippetSection>
    </div>
  );
}
