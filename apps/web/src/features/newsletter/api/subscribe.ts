import type { NewsletterSubscribeInput } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<{ subscribed: true }>('/newsletter', { method: 'POST', body: input });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
