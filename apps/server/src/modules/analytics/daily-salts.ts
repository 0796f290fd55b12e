import type { AnalyticsRepository } from './analytics.repository.js';

/** Each day's salt, read from the database once per process and day. */
export function createDailySalts(repository: Pick<AnalyticsRepository, 'saltOf'>) {
  const salts = new Map<string, Promise<string>>();
  return {
    of(day: string): Promise<string> {
      let salt = salts.get(day);
      if (!salt) {
        salt = repository.saltOf(day);
        salt.catch(() => salts.delete(day));
        // Only today's and yesterday's salts are ever needed again.
        if (salts.size >= 2) salts.delete(salts.keys().next().value!);
        salts.set(day, salt);
      }
      return salt;
    },
  };
}

export type DailySalts = ReturnType<typeof createDailySalts>;
