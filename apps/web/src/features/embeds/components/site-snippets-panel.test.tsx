import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySiteConfig, siteConfig } from '@/config/site-config';
import { stubFetch } from '@/test/fetch-stub';
import { testOrganization } from '@/test/stub-server';
import { COPIED_FEEDBACK_MS } from './copyable-snippet';
import { SiteSnippetsPanel } from './site-snippets-panel';

const ORIGIN = 'https://profiles.example.org';
const EMBED_URL = `${ORIGIN}/embed/organizations/green-futures/roles`;
const embedSnippet = (query: string) =>
  `<iframe src="${EMBED_URL}?${query}" title="Open roles at Green Futures" width="100%" height="400" style="border:0" loading="lazy"></iframe>`;
const BADGE_SNIPPET = `<a href="${ORIGIN}/organizations/green-futures?ref=embed"><img src="${ORIGIN}/badges/green-futures.svg" alt="Green Futures on Catalyst Profiles" height="20"></a>`;

const field = (name: string) => screen.getByRole('textbox', { name });
const section = (name: string) => screen.getByRole('region', { name });

const originalConfig = structuredClone(siteConfig);

function renderPanel(overrides: Parameters<typeof testOrganization>[0] = {}) {
  return render(<SiteSnippetsPanel organization={testOrganization(overrides)} />);
}

describe('SiteSnippetsPanel', () => {
  beforeEach(() => {
    // Not the test page's own origin: the snippets name where visitors reach the product.
    applySiteConfig({ ...originalConfig, publicUrl: ORIGIN, productName: 'Catalyst' });
  });

  afterEach(() => {
    applySiteConfig(originalConfig);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives a published organization’s embed, badge and feed, and asks the API nothing', () => {
    const { calls } = stubFetch({});
    renderPanel();

    expect(field('Roles embed code')).toHaveValue(embedSnippet('theme=auto&lang=en'));
    expect(field('Roles embed code')).toHaveAttribute('readonly');
    expect(screen.getByTitle('Preview: open roles at Green Futures')).toHaveAttribute(
      'src',
      `${EMBED_URL}?theme=auto&lang=en`,
    );

    const badge = section('Badge');
    expect(
      within(badge).getByRole('img', { name: 'Green Futures on Catalyst Profiles' }),
    ).toHaveAttribute('src', `${ORIGIN}/badges/green-futures.svg`);
    expect(within(badge).getByRole('textbox', { name: 'Badge code' })).toHaveValue(BADGE_SNIPPET);
    expect(badge).toHaveTextContent(
      'It shows your name, and reads “Verified on Catalyst” once your website is verified.',
    );

    expect(field('Feed address')).toHaveValue(`${ORIGIN}/organizations/green-futures/roles.atom`);
    expect(calls).toEqual([]);
  });

  it('changes the code and the preview with the theme and the language', async () => {
    const user = userEvent.setup();
    renderPanel();

    await user.selectOptions(screen.getByLabelText('Theme'), 'Dark');
    expect(field('Roles embed code')).toHaveValue(embedSnippet('theme=dark&lang=en'));

    await user.selectOptions(screen.getByLabelText('Language'), 'Français');
    expect(field('Roles embed code')).toHaveValue(embedSnippet('theme=dark&lang=fr'));
    expect(screen.getByTitle('Preview: open roles at Green Futures')).toHaveAttribute(
      'src',
      `${EMBED_URL}?theme=dark&lang=fr`,
    );
    // The badge and the feed have no theme or language.
    expect(field('Badge code')).toHaveValue(BADGE_SNIPPET);
    expect(
      [...(screen.getByLabelText('Theme') as HTMLSelectElement).options].map(
        (option) => option.value,
      ),
    ).toEqual(['auto', 'light', 'dark']);
    expect(
      [...(screen.getByLabelText('Language') as HTMLSelectElement).options].map(
        (option) => option.value,
      ),
    ).toEqual(['en', 'de', 'fr', 'es']);
  });

  it('copies the exact code shown, says so for a moment, then offers to copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPanel();

    await user.selectOptions(screen.getByLabelText('Theme'), 'Light');
    await user.click(screen.getByRole('button', { name: 'Copy roles embed code' }));

    expect(writeText).toHaveBeenCalledExactlyOnceWith(embedSnippet('theme=light&lang=en'));
    expect(await navigator.clipboard.readText()).toBe(embedSnippet('theme=light&lang=en'));
    expect(screen.getByRole('button', { name: 'Copied roles embed code' })).toBeInTheDocument();
    expect(within(section('Open roles')).getByRole('status')).toHaveTextContent(
      'Roles embed code copied to the clipboard.',
    );

    await act(() => vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS));
    expect(screen.getByRole('button', { name: 'Copy roles embed code' })).toBeInTheDocument();
    expect(within(section('Open roles')).getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copy badge code' }));
    expect(writeText).toHaveBeenLastCalledWith(BADGE_SNIPPET);
    await user.click(screen.getByRole('button', { name: 'Copy feed address' }));
    expect(writeText).toHaveBeenLastCalledWith(`${ORIGIN}/organizations/green-futures/roles.atom`);
  });

  it('no longer says Copied once the code changes', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Copy roles embed code' }));
    expect(screen.getByRole('button', { name: 'Copied roles embed code' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(screen.getByRole('button', { name: 'Copy roles embed code' })).toBeInTheDocument();
  });

  it('selects the code to copy by hand where the browser has no clipboard', async () => {
    const user = userEvent.setup();
    // As on a page served over plain HTTP: no navigator.clipboard at all.
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Copy badge code' }));

    const badgeCode = field('Badge code') as HTMLTextAreaElement;
    expect(badgeCode).toHaveFocus();
    expect(badgeCode.selectionStart).toBe(0);
    expect(badgeCode.selectionEnd).toBe(BADGE_SNIPPET.length);
    expect(within(section('Badge')).getByRole('status')).toHaveTextContent(
      'Your browser did not allow copying. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    );
    expect(screen.getByRole('button', { name: 'Copy badge code' })).toBeInTheDocument();
  });

  it('selects the code too when the browser refuses to write to the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'));
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Copy feed address' }));

    const feed = field('Feed address') as HTMLTextAreaElement;
    expect(feed).toHaveFocus();
    expect(feed.selectionEnd! - feed.selectionStart!).toBe(feed.value.length);
    expect(within(section('Roles feed')).getByRole('status')).toHaveTextContent(
      'The text is selected',
    );
  });

  it('explains that the code comes once the profile is published', () => {
    renderPanel({ publicationStatus: 'pending' });
    expect(
      screen.getByText(
        'The code for your website appears here once the profile is published: the roles and the badge show only a published profile.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Preview/)).not.toBeInTheDocument();
  });

  it('explains why a hidden profile has no code', () => {
    renderPanel({
      moderation: { hiddenAt: '2024-03-01T00:00:00.000Z', reason: 'Spam', reviewRequestedAt: null },
    });
    expect(screen.getByText(/While moderators keep this profile hidden/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
