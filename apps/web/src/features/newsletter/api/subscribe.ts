import type { NewsletterSubscribeInput } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<ApiData<'/newsletter', 'post'>>('/newsletter', { method: 'POST', body: input });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
