import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedLinkProps } from './tracked-link';
import { useProfileAnalytics } from './use-profile-analytics';

const ORG = '3b241101-e2bb-4255-8caf-4136c566a962';
const ROLE = '11111111-1111-4111-8111-111111111111';

function Profile({ organizationId }: { organizationId: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useProfileAnalytics(organizationId, ref);
  return (
    <div ref={ref}>
      <a href="#website" {...trackedLinkProps('website')}>
        Website
      </a>
      <a href="#apply" {...trackedLinkProps('apply', ROLE)}>
        Apply
      </a>
      <a href="#other">Other</a>
    </div>
  );
}

let sent: Array<{ url: string; body: string | undefined }>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data?: Blob) => {
      sent.push({ url, body: undefined });
      if (data) void data.text().then((text) => (sent.at(-1)!.body = text));
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile analytics in the browser', () => {
  it('sends one view per profile shown, none before the profile is known', async () => {
    const { rerender } = render(<Profile organizationId={undefined} />);
    expect(sent).toEqual([]);
    rerender(<Profile organizationId={ORG} />);
    rerender(<Profile organizationId={ORG} />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ url: `/api/organizations/${ORG}/views`, body: undefined }]);
  });

  it('sends a click for the tracked links only, with the role for an apply link', async () => {
    render(<Profile organizationId={ORG} />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent.length = 0;
    await userEvent.click(screen.getByRole('link', { name: 'Website' }));
    await userEvent.click(screen.getByRole('link', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    await vi.waitFor(() => expect(sent.length === 2 && sent.every((b) => b.body)).toBe(true));
    expect(sent).toEqual([
      { url: `/api/organizations/${ORG}/link-clicks`, body: '{"link":"website"}' },
      { url: `/api/organizations/${ORG}/link-clicks`, body: `{"link":"apply","roleId":"${ROLE}"}` },
    ]);
  });
});
