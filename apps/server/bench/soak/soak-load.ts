/**
 * The soak's traffic: autocannon connections each sending, request after request, a read of
 * the popular-pages mix or (a share of the time) an owner's edit. Edits of one organization
 * never overlap: an organization is lent to one request at a time, so the edit that returned
 * last is the one its pages must show. Latencies, statuses and errors are kept per minute.
 */
import autocannon from 'autocannon';
import type { Random } from '../directory/random-tools.js';
import { editRequest, type Owner } from '../stack/owners.js';
import type { NextRequest } from '../throughput/measure-row.js';

export interface MinuteFigures {
  latenciesMs: number[];
  statuses: Record<string, number>;
  errors: number;
  writes: number;
}

export interface LoadFigures {
  byMinute: Map<number, MinuteFigures>;
  errorMessages: string[];
  /** Edits whose answer never came (their organization stays out of the pool). */
  lostEdits: () => number;
}

interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  reads: () => NextRequest;
  owners: readonly Owner[];
  writeShare: number;
  random: Random;
  /** Told of every edit that returned 2xx, with when (performance.now()). */
  onEditReturned: (owner: Owner, revision: number, returnedAt: number) => void;
  minuteOf: (at: number) => number;
}

interface RequestContext {
  edit?: { owner: Owner; revision: number };
}

export function newMinute(): MinuteFigures {
  return { latenciesMs: [], statuses: {}, errors: 0, writes: 0 };
}

/** The next revision of each organization: stamps only ever grow. */
const nextRevision = new Map<string, number>();

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const free = [...options.owners];
  let lent = 0;
  const byMinute = new Map<number, MinuteFigures>();
  const errorMessages: string[] = [];
  const minute = () => {
    const index = options.minuteOf(performance.now());
    let figures = byMinute.get(index);
    if (!figures) {
      figures = newMinute();
      byMinute.set(index, figures);
    }
    return figures;
  };

  const setupRequest = (request: autocannon.Request, context: RequestContext) => {
    context.edit = undefined;
    if (free.length > 0 && options.random() < options.writeShare) {
      const owner = free.splice(Math.floor(options.random() * free.length), 1)[0]!;
      lent += 1;
      const revision = Math.max(nextRevision.get(owner.organizationId) ?? 0, owner.revision + 1);
      nextRevision.set(owner.organizationId, revision + 1);
      context.edit = { owner, revision };
      const edit = editRequest(owner, revision);
      return { ...request, ...edit };
    }
    const { path, headers } = options.reads();
    return { ...request, method: 'GET' as const, path, headers };
  };

  const onResponse = (status: number, _body: string, context: RequestContext) => {
    const edit = context.edit;
    if (!edit) return;
    context.edit = undefined;
    free.push(edit.owner);
    lent -= 1;
    minute().writes += 1;
    if (status >= 200 && status < 300) {
      edit.owner.revision = Math.max(edit.owner.revision, edit.revision);
      options.onEditReturned(edit.owner, edit.revision, performance.now());
    }
  };

  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            setupRequest: setupRequest as autocannon.Request['setupRequest'],
            onResponse: onResponse as autocannon.Request['onResponse'],
          },
        ],
      },
      (error: unknown) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, ms: number) => {
      const figures = minute();
      figures.latenciesMs.push(ms);
      figures.statuses[statusCode] = (figures.statuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', (error: Error) => {
      minute().errors += 1;
      if (errorMessages.length < 50) errorMessages.push(error.message);
    });
  });
  return { byMinute, errorMessages, lostEdits: () => lent };
}
