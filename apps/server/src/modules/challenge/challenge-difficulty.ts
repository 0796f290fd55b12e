/**
 * How much work a challenge asks for. Each attempt is one PBKDF2-SHA-256 key of
 * `cost` iterations; the server picks the answer's counter at random between `attempts.min`
 * and `attempts.max`, so a solver tries that many on average half-way and never more than
 * the maximum (decision 25 has the solve times these were chosen by).
 */
export interface ChallengeDifficulty {
  cost: number;
  attempts: { min: number; max: number };
}

/** PBKDF2 iterations per attempt: long enough that an attempt's overhead is small beside it. */
const PBKDF2_ITERATIONS_PER_ATTEMPT = 1_000;

/**
 * The work doubles each time the hour's count doubles past the threshold, so a flood that
 * solves its way on pays more for each write the more it writes, up to what a person's
 * browser still does in about a second.
 */
const levels = [
  { fromMultiple: 0, attempts: { min: 250, max: 750 } },
  { fromMultiple: 2, attempts: { min: 500, max: 1_500 } },
  { fromMultiple: 4, attempts: { min: 1_000, max: 3_000 } },
  { fromMultiple: 8, attempts: { min: 2_000, max: 6_000 } },
] as const;

/** The level of `counted` writes this hour against a threshold (0 stands for 1). */
export function difficultyLevel(counted: number, threshold: number): number {
  const multiple = counted / Math.max(1, threshold);
  return levels.findLastIndex((level) => multiple >= level.fromMultiple);
}

export function challengeDifficulty(counted: number, threshold: number): ChallengeDifficulty {
  const level = levels[difficultyLevel(counted, threshold)] ?? levels[0];
  return { cost: PBKDF2_ITERATIONS_PER_ATTEMPT, attempts: { ...level.attempts } };
}
