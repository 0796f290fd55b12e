import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { STEP_UP_TOKEN_PREFIX } from './address-proof.repository.js';
import { createStepUpChallengeRepository } from './step-up-challenges.repository.js';

/** How long a mailed code works. */
export const STEP_UP_CODE_LIFETIME_SECONDS = 10 * 60;
/** Wrong codes a challenge takes before it is spent: a 6-digit code then holds at 1 in 200,000. */
export const STEP_UP_MAX_ATTEMPTS = 5;
const CODE_DIGITS = 6;

type StepUpRedemption =
  | { outcome: 'signed-in'; userId: string }
  /** A wrong code: the challenge stands, with fewer attempts left. */
  | { outcome: 'wrong-code' }
  /** No such challenge, expired, or out of attempts: the person must sign in again. */
  | { outcome: 'expired' };

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * The one-time codes of the step-up sign-in (password-attempts.ts says when it is asked for).
 * A challenge belongs to the browser that typed the password: its id lives in that browser's
 * cookie and only its SHA-256 is stored, so the code alone, read from the mail, signs in no
 * other browser, and no stranger can spend the owner's attempts. The code is kept as a MAC
 * under the auth secret, so the table's contents reveal no code.
 *
 * A challenge is stored whether or not the password was right (the wrong ones for nobody),
 * so both cost the same and answer the same: the answer to a guess says nothing of it.
 * The rows live in Better Auth's verifications table (step-up-challenges.repository.ts).
 */
export function createStepUpChallenges(db: Database, secret: string) {
  const repository = createStepUpChallengeRepository(db);
  const codeMac = (challengeId: string, code: string) =>
    createHmac('sha256', secret).update(`step-up\0${challengeId}\0${code}`).digest('base64url');
  const identifierOf = (challengeId: string) => `${STEP_UP_TOKEN_PREFIX}${digest(challengeId)}`;

  /** `userId|attempts|mac`; the user id first, so an account's proof can find its challenges. */
  const encode = (userId: string, attempts: number, mac: string) => `${userId}|${attempts}|${mac}`;
  const decode = (value: string) => {
    const [userId = '', attempts = '0', mac = ''] = value.split('|');
    return { userId, attempts: Number(attempts), mac };
  };

  return {
    /**
     * A new challenge for this account (or, `userId` undefined, a decoy for a wrong password):
     * the browser's cookie value and, for a real one, the code to mail.
     */
    async issue(userId: string | undefined, now = new Date()) {
      const challengeId = randomBytes(32).toString('base64url');
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      await repository.deleteExpired(now);
      await repository.create({
        identifier: identifierOf(challengeId),
        // A decoy's MAC is of no code at all: nothing typed matches it.
        value: encode(userId ?? '', 0, userId ? codeMac(challengeId, code) : ''),
        expiresAt: new Date(now.getTime() + STEP_UP_CODE_LIFETIME_SECONDS * 1000),
      });
      return { challengeId, code };
    },

    /** Tries a code against the browser's challenge; a right one spends it. */
    async redeem(challengeId: string, code: string, now = new Date()): Promise<StepUpRedemption> {
      const identifier = identifierOf(challengeId);
      const row = await repository.find(identifier);
      if (!row || row.expiresAt <= now) return { outcome: 'expired' };
      const stored = decode(row.value);
      const given = Buffer.from(codeMac(challengeId, code.trim()));
      const expected = Buffer.from(stored.mac);
      const right =
        stored.userId !== '' &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      if (right) {
        // Spent by whoever deletes it first: two tabs sending the code sign in once.
        return (await repository.spend(row))
          ? { outcome: 'signed-in', userId: stored.userId }
          : { outcome: 'expired' };
      }
      const attempts = stored.attempts + 1;
      if (attempts >= STEP_UP_MAX_ATTEMPTS) {
        await repository.delete(row.id);
        return { outcome: 'expired' };
      }
      await repository.replaceValue(row, encode(stored.userId, attempts, stored.mac));
      return { outcome: 'wrong-code' };
    },
  };
}

export type StepUpChallenges = ReturnType<typeof createStepUpChallenges>;
