import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (a request's hooks and handler) with its request id in reach of what it calls. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * The id of the request being served, when there is one: work it hands to the job queue
 * carries it, so one id follows a request into the logs of the jobs it caused.
 */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
