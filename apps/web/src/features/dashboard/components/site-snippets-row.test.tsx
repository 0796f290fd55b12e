import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../testing/render-dashboard';
import { ok, stubServer, testOrganization } from '@/test/stub-server';

// The file's first render of the dashboard loads its code and the dialog's cold: about 5 s on
// two loaded cores, vitest's default limit.
describe('My organizations: the code for the organization’s own site', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const organizations = () => screen.getByRole('region', { name: 'My Organizations' });

  it('opens from a published organization’s row, and gives focus back on close', async () => {
    const user = userEvent.setup();
    stubServer({ 'GET /api/users/organizations': ok([testOrganization()]) });
    renderDashboard({ path: '/dashboard/organizations' });

    const embed = await within(organizations()).findByRole('button', {
      name: 'Embed Green Futures on your site',
    });
    await user.click(embed);

    const dialog = await screen.findByRole('dialog', { name: 'On your website' });
    expect(
      await within(dialog).findByRole('textbox', { name: 'Roles embed code' }),
    ).toHaveDisplayValue(
      /^<iframe src="http:\/\/localhost:3000\/embed\/organizations\/green-futures\/roles\?theme=auto&lang=en"/,
    );
    expect(within(dialog).getByTitle('Preview: open roles at Green Futures')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(embed).toHaveFocus();

    // Escape closes it too, focus back on the same button.
    await user.click(embed);
    await screen.findByRole('dialog', { name: 'On your website' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(embed).toHaveFocus();
  });

  it('tells an editor of a profile not yet published when the code will come', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /api/users/organizations': ok([
        testOrganization({
          id: 'org-2',
          name: 'Clean Water',
          publicationStatus: 'pending',
          viewerRole: 'editor',
        }),
      ]),
    });
    renderDashboard({ path: '/dashboard/organizations' });

    await user.click(
      await within(organizations()).findByRole('button', {
        name: 'Embed Clean Water on your site',
      }),
    );
    const pending = await screen.findByRole('dialog', { name: 'On your website' });
    expect(
      await within(pending).findByText(/appears here once the profile is published/),
    ).toBeInTheDocument();
    expect(within(pending).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
