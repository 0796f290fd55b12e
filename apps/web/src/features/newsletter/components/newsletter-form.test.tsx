import { newsletterMessages } from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/notify';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { NewsletterForm } from './newsletter-form';

vi.mock('@/lib/notify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return {
    input: screen.getByLabelText('Email address'),
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('NewsletterForm', () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the validation message for an invalid address and sends nothing', async () => {
    const user = userEvent.setup();
    const { input, submit } = renderForm();

    await user.type(input, 'not-an-email');
    await user.click(submit);

    expect(await screen.findByText(newsletterMessages.invalidEmail)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(newsletterMessages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the message away as soon as the address is edited', async () => {
    const user = userEvent.setup();
    const { input, submit } = renderForm();

    await user.type(input, 'ada');
    await user.click(submit);
    expect(await screen.findByText(newsletterMessages.invalidEmail)).toBeInTheDocument();

    await user.type(input, '@');
    expect(screen.queryByText(newsletterMessages.invalidEmail)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an empty address too', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();

    await user.click(submit);

    expect(await screen.findByText(newsletterMessages.invalidEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address to /api/newsletter, confirms and clears the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { subscribed: true } }));
    const user = userEvent.setup();
    const { input, submit } = renderForm();

    await user.type(input, '  Ada@Example.org ');
    await user.click(submit);

    await waitFor(() => expect(input).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'ada@example.org' });
    expect(toast.success).toHaveBeenCalledWith(newsletterMessages.subscribed);
    expect(screen.queryByText(newsletterMessages.invalidEmail)).not.toBeInTheDocument();
  });

  it("reports the server's message and keeps the address when subscribing fails", async () => {
    const serverMessage = 'Too many subscriptions from this address. Try again later.';
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: { code: 'RATE_LIMITED', message: serverMessage } }),
    );
    const user = userEvent.setup();
    const { input, submit } = renderForm();

    await user.type(input, 'ada@example.org');
    await user.click(submit);

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(serverMessage));
    expect(toast.success).not.toHaveBeenCalled();
    expect(input).toHaveValue('ada@example.org');
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { input, submit } = renderForm();

    await user.type(input, 'ada@example.org');
    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    answer(jsonResponse(201, { data: { subscribed: true } }));
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
