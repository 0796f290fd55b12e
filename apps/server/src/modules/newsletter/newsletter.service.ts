import type { NewsletterSubscribeInput } from '@catalyst/shared';
import type { NewsletterRepository } from './newsletter.repository.js';

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /** Answers the same whether the address was new or known, so it reveals nothing. */
    async subscribe(input: NewsletterSubscribeInput): Promise<{ subscribed: true }> {
      await repository.subscribe(input.email);
      return { subscribed: true };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
