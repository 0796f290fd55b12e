export const proofOfWorkMessages = {
  /** Shown only when the browser could not solve the challenge (or its solution came too late). */
  challengeRequired:
    'We are receiving an unusual number of requests. Please try again in a moment.',
} as const;
