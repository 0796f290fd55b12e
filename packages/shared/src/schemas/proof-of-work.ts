import { z } from 'zod';
import { CHALLENGE_REQUIRED_CODE } from '../constants/proof-of-work.js';

/**
 * A proof-of-work challenge as the server signs it (ALTCHA's format): find the counter whose
 * PBKDF2 key starts with `keyPrefix`. Parameters are kept loose so that a field a later version
 * adds passes through to the solver unchanged, the signature covering it.
 */
export const proofOfWorkChallengeSchema = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string().describe('`PBKDF2/SHA-256`.'),
      cost: z.number().int().positive().describe('PBKDF2 iterations per attempt.'),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional()
        .describe('What the challenge is for: `write`, the kind of public write.'),
      expiresAt: z.number().int().describe('Unix time, in seconds, after which it is refused.'),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string().describe('The hex prefix the derived key must start with.'),
      keySignature: z.string().optional(),
      nonce: z.string(),
      salt: z.string(),
    }),
    signature: z.string().describe('The server’s HMAC of the parameters.'),
  })
  .describe(
    'Solve it (ALTCHA’s libraries do), then send the request again with `X-Altcha`: the base64 of `{"challenge": <this>, "solution": {"counter", "derivedKey"}}`.',
  );
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

export const challengeRequiredDetailsSchema = z.object({ challenge: proofOfWorkChallengeSchema });

/** The API's 428: its error envelope, with the challenge to solve. */
export const challengeRequiredErrorSchema = z.object({
  error: z.object({
    code: z.literal(CHALLENGE_REQUIRED_CODE),
    message: z.string(),
    details: challengeRequiredDetailsSchema,
  }),
});
