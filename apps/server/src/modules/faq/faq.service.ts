import type { FaqRepository } from './faq.repository.js';

export function createFaqService(repository: FaqRepository) {
  return {
    list: () => repository.list(),
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
