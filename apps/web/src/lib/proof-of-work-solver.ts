import {
  CHALLENGE_REQUIRED_CODE,
  PROOF_OF_WORK_HEADER,
  type ProofOfWorkChallenge,
} from '@catalyst/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * Past this the refusal is shown instead: the server's hardest challenge takes a desktop
 * browser about a second and a slow phone several, so a minute means something is wrong.
 */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The challenge of a 428, in the API's envelope (`error.details`) or Better Auth's (`details`).
 * Its fields are left to the solver, which refuses what it cannot work with.
 */
async function challengeOf(refused: Response): Promise<ProofOfWorkChallenge | undefined> {
  const body: unknown = await refused
    .clone()
    .json()
    .catch(() => undefined);
  const envelope = body as { error?: unknown } | undefined;
  const refusal = (envelope?.error ?? body) as
    { code?: unknown; details?: { challenge?: Partial<ProofOfWorkChallenge> } } | undefined;
  const challenge = refusal?.details?.challenge;
  if (refusal?.code !== CHALLENGE_REQUIRED_CODE || !challenge?.parameters) return undefined;
  return challenge as ProofOfWorkChallenge;
}

/**
 * Works out the challenge's answer with the browser's own PBKDF2 (WebCrypto: each attempt is
 * one native call, and the page gets its turn between them), and answers what goes in the
 * X-Altcha header: ALTCHA's payload, the base64 of the challenge and its solution.
 */
async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
}

/**
 * Solves the challenge `refused` carries and sends the request once more with the solution.
 * A refusal without a challenge, or one this browser cannot solve, is answered as it came.
 */
export async function withProofOfWork(
  refused: Response,
  init: RequestInit,
  send: (init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const challenge = await challengeOf(refused);
  if (!challenge) return refused;
  const proof = await solveProofOfWork(challenge).catch((error: unknown) => {
    console.error('Solving the proof-of-work challenge failed', error);
    return undefined;
  });
  if (!proof) return refused;
  const headers = new Headers(init.headers);
  headers.set(PROOF_OF_WORK_HEADER, proof);
  return send({ ...init, headers });
}
