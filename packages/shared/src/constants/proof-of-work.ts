/**
 * Writes anyone may make (a guest session, a sign-up, account mail, a newsletter sign-up, a
 * report) ask for a proof of work while their hour's count across all clients is past its
 * threshold. The refusal carries the challenge; the client solves it and sends the same
 * request again with the solution in this header, whichever endpoint it was.
 */
export const PROOF_OF_WORK_HEADER = 'X-Altcha';

/** 428 Precondition Required: the proof of work is the precondition. */
export const PROOF_OF_WORK_STATUS = 428;

export const CHALLENGE_REQUIRED_CODE = 'CHALLENGE_REQUIRED';
