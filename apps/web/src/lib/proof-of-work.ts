import { PROOF_OF_WORK_STATUS } from '@catalyst/shared';

/**
 * Sends a request; when the answer asks for a proof of work (a public write past its hourly
 * threshold across all clients), solves the challenge it carries and sends the request once
 * more with the solution. Both the API client and Better Auth's send through here. The solver
 * is fetched only then: in normal times nothing of it loads.
 */
export async function sendAnsweringChallenges(
  send: (init: RequestInit) => Promise<Response>,
  init: RequestInit,
): Promise<Response> {
  const response = await send(init);
  if (response.status !== PROOF_OF_WORK_STATUS) return response;
  const solver = await import('./proof-of-work-solver');
  return solver.withProofOfWork(response, init, send);
}
