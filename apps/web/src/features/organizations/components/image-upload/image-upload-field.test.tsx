import { IMAGE_MAX_BYTES, type Organization } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { TestAuthProvider } from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { useOrganization } from '../../api/get-organization';
import { testOrganization } from '../../testing/profile-test-data';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';

const orgId = testOrganization.id;
const base = `/api/organizations/${orgId}`;
const logoUrl = 'https://cdn.example.org/images/abc/w256.webp';

/** The field as the editor uses it: the address comes from the cached organization. */
function Harness({ target, label }: Pick<ImageUploadFieldProps, 'target' | 'label'>) {
  const organization = useOrganization(orgId);
  if (!organization.data) return null;
  const imageUrl =
    target.kind === 'logo'
      ? organization.data.logo
      : target.kind === 'banner'
        ? organization.data.bannerImage
        : (organization.data.categoryImages[target.categoryId] ?? null);
  return (
    <ImageUploadField organizationId={orgId} target={target} label={label} imageUrl={imageUrl} />
  );
}

function renderField({
  target = { kind: 'logo' },
  label = 'Logo',
  organization = { ...testOrganization, logo: null },
  routes = {},
}: {
  target?: ImageUploadFieldProps['target'];
  label?: string;
  organization?: Organization;
  routes?: Record<string, StubHandler>;
} = {}) {
  const api = stubFetch(routes);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['organization', orgId], organization);
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthProvider>
        <Harness target={target} label={label} />
        <Toaster />
      </TestAuthProvider>
    </QueryClientProvider>,
  );
  const cached = () => queryClient.getQueryData<Organization>(['organization', orgId]);
  return { api, cached };
}

const png = (name = 'logo.png') => new File(['png bytes'], name, { type: 'image/png' });

describe('ImageUploadField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an empty area and a labelled file picker without an image', () => {
    renderField();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload logo')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('refuses a file of another type without sending it', async () => {
    const { api } = renderField();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload logo'),
      new File(['gif'], 'logo.gif', { type: 'image/gif' }),
    );
    const error = await screen.findByText('Please select a valid image file (JPEG, PNG, or WebP)', {
      selector: '[role="alert"]',
    });
    expect(error).toBeVisible();
    expect(screen.getByLabelText('Upload logo')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file of 5 MB or more without sending it', async () => {
    const { api } = renderField();
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES });
    await userEvent.upload(screen.getByLabelText('Upload logo'), big);
    expect(
      await screen.findByText('File size must be less than 5MB', { selector: '[role="alert"]' }),
    ).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('uploads the chosen file as multipart `image`, says Uploading..., then shows the new logo', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, cached } = renderField({
      routes: {
        [`POST ${base}/logo`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const file = png();
    await userEvent.upload(screen.getByLabelText('Upload logo'), file);

    expect(await screen.findByLabelText('Uploading...')).toBeDisabled();
    expect(api.callsTo(`POST ${base}/logo`)).toHaveLength(1);
    const init = api.mock.mock.calls[0]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('image')).toBe(file);
    // The browser sets the multipart boundary itself.
    expect(init.headers).not.toHaveProperty('content-type');

    answer(jsonResponse(200, { data: { logoUrl } }));
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      logoUrl,
    );
    expect(cached()?.logo).toBe(logoUrl);
    expect(screen.getByLabelText('Replace logo')).toBeEnabled();
  });

  it.each([
    [
      'banner',
      { kind: 'banner' } as const,
      'Banner image',
      `${base}/banner`,
      { bannerImageUrl: 'https://cdn.example.org/b.webp' },
      (organization?: Organization) => organization?.bannerImage,
    ],
    [
      'category',
      { kind: 'category', categoryId: 'replication' } as const,
      'Replication image',
      `${base}/category/replication/image`,
      { categoryImageUrl: 'https://cdn.example.org/c.webp' },
      (organization?: Organization) => organization?.categoryImages.replication,
    ],
  ])('uploads a %s image to its own address', async (_kind, target, label, path, reply, read) => {
    const { api, cached } = renderField({
      target,
      label,
      routes: { [`POST ${path}`]: () => jsonResponse(200, { data: reply }) },
    });
    await userEvent.upload(screen.getByLabelText(`Upload ${label.toLowerCase()}`), png());
    const url = Object.values(reply)[0];
    expect(
      await screen.findByRole('img', { name: `Current ${label.toLowerCase()}` }),
    ).toHaveAttribute('src', url);
    expect(api.callsTo(`POST ${path}`)).toHaveLength(1);
    expect(read(cached())).toBe(url);
  });

  it('shows the server refusal inline and as a toast', async () => {
    const refusal =
      'This image has too many pixels to process. Please use one under 40 megapixels.';
    renderField({
      routes: { [`POST ${base}/logo`]: () => apiError(422, 'IMAGE_TOO_MANY_PIXELS', refusal) },
    });
    await userEvent.upload(screen.getByLabelText('Upload logo'), png());
    expect(await screen.findByText(refusal, { selector: '[role="alert"]' })).toBeVisible();
    expect(await screen.findByText(refusal, { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
  });

  it('falls back to the product message when the server fails', async () => {
    renderField({
      routes: { [`POST ${base}/logo`]: () => apiError(500, 'INTERNAL', 'Internal details') },
    });
    await userEvent.upload(screen.getByLabelText('Upload logo'), png());
    expect(
      await screen.findByText('Failed to upload logo. Please try again.', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it('removes the image only after confirmation', async () => {
    const user = userEvent.setup();
    const { api, cached } = renderField({
      organization: { ...testOrganization, logo: logoUrl },
      routes: { [`DELETE ${base}/logo`]: () => jsonResponse(200, { data: { deleted: true } }) },
    });
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', logoUrl);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${base}/logo`)).toHaveLength(1);
    expect(cached()?.logo).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the image and says so when the removal fails', async () => {
    const user = userEvent.setup();
    renderField({
      organization: { ...testOrganization, logo: logoUrl },
      routes: { [`DELETE ${base}/logo`]: () => apiError(503, 'UNAVAILABLE', 'Down') },
    });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(
      await screen.findByText('Failed to delete logo. Please try again.', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
  });
});
