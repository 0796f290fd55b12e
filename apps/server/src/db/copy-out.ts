import type pg from 'pg';

/** What a binary COPY starts with (PostgreSQL's documented signature). */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** The signature, a flags field and the header extension's length. */
const HEADER_BYTES = SIGNATURE.length + 8;

/**
 * Reads PostgreSQL's binary COPY format of one bytea column, in pieces as they arrive (any
 * boundaries), handing each value's bytes over in order, as pieces too.
 */
export class BinaryCopyReader {
  /** A fixed-size field being put together across pieces. */
  private pending = Buffer.alloc(0);
  private stage: 'header' | 'extension' | 'tuple' | 'length' | 'value' | 'done' = 'header';
  private remaining = 0;
  rows = 0;

  constructor(private readonly onBytes: (bytes: Uint8Array) => void) {}

  get done(): boolean {
    return this.stage === 'done';
  }

  push(piece: Uint8Array): void {
    let at = 0;
    while (at < piece.length) {
      if (this.stage === 'done') throw new Error('data after the end of a binary COPY');
      if (this.stage === 'value' || this.stage === 'extension') {
        const take = Math.min(this.remaining, piece.length - at);
        if (this.stage === 'value' && take > 0) this.onBytes(piece.subarray(at, at + take));
        this.remaining -= take;
        at += take;
        if (this.remaining === 0) this.stage = 'tuple';
        continue;
      }
      const size = this.stage === 'header' ? HEADER_BYTES : this.stage === 'tuple' ? 2 : 4;
      const take = Math.min(size - this.pending.length, piece.length - at);
      this.pending = Buffer.concat([this.pending, piece.subarray(at, at + take)]);
      at += take;
      if (this.pending.length < size) continue;
      const field = this.pending;
      this.pending = Buffer.alloc(0);
      if (this.stage === 'header') {
        if (!field.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
          throw new Error('not a binary COPY');
        }
        this.remaining = field.readUInt32BE(SIGNATURE.length + 4);
        this.stage = this.remaining > 0 ? 'extension' : 'tuple';
      } else if (this.stage === 'tuple') {
        const fields = field.readInt16BE(0);
        if (fields === -1) this.stage = 'done';
        else if (fields !== 1) throw new Error(`a COPY row of ${fields} columns, not 1`);
        else this.stage = 'length';
      } else {
        const length = field.readInt32BE(0);
        if (length < 0) throw new Error('a null value in a COPY of bytes');
        this.rows += 1;
        this.remaining = length;
        this.stage = length > 0 ? 'value' : 'tuple';
      }
    }
  }
}

/**
 * Runs `COPY (query) TO STDOUT (FORMAT binary)`, `query` selecting one bytea column, and hands
 * each row's bytes to `onBytes` as they arrive, in order (in pieces of any size, to be used
 * at once: they are views of the driver's buffers). A select would have PostgreSQL spell every
 * byte as two hex digits and the driver parse them back; on a few hundred megabytes that is
 * most of the time. Uses the driver's interface for a query that handles its own messages,
 * as its cursor and stream add-ons do. Answers the rows read.
 */
export async function copyOutBytes(
  pool: pg.Pool,
  query: string,
  onBytes: (bytes: Uint8Array) => void,
): Promise<number> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await new Promise<number>((resolve, reject) => {
      const reader = new BinaryCopyReader(onBytes);
      let failure: Error | undefined;
      client.query({
        submit(connection) {
          (connection as unknown as { query(text: string): void }).query(
            `COPY (${query}) TO STDOUT (FORMAT binary)`,
          );
        },
        handleCopyData(message: { chunk: Buffer }) {
          if (failure) return;
          try {
            reader.push(message.chunk);
          } catch (error) {
            // The rest still arrives and is let go; the failure is answered at the end.
            failure = error instanceof Error ? error : new Error(String(error));
          }
        },
        handleCommandComplete() {},
        handleEmptyQuery() {},
        handleError(error: Error) {
          failure ??= error;
          // PostgreSQL's own errors end with the connection ready again; a lost connection
          // ends here.
          if (!(error as { severity?: string }).severity) {
            broken = error;
            reject(error);
          }
        },
        handleReadyForQuery() {
          if (failure) reject(failure);
          else if (!reader.done) reject(new Error('the COPY ended early'));
          else resolve(reader.rows);
        },
      } as pg.Submittable);
    });
  } finally {
    // A connection that failed outside the protocol (not an error PostgreSQL reported) is
    // not given back to the pool.
    client.release(broken);
  }
}
