/**
 * A simple-protocol script holding one `COPY … FROM STDIN`, with the COPY's rows sent in the same write
 * as the script (one round trip). node-pg has no COPY FROM of its own (a plain query answers the server's
 * CopyInResponse with CopyFail), so this is a custom query object ("submittable") on a pooled client.
 *
 * The rows go out right behind the Query message instead of after the CopyInResponse: the server reads
 * them once its COPY starts, and when a statement before the COPY fails, the protocol has the server drop
 * CopyData and CopyDone that arrive outside copy mode, so nothing of them is ever run.
 */
import type { Writable } from 'node:stream';
import type pg from 'pg';

/** What of node-pg's connection a COPY FROM needs. */
interface CopyConnection {
  stream: Pick<Writable, 'cork' | 'uncork'>;
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * Settles with the script's first error, or when the server is ready again after its last statement.
 * node-pg detaches a query on its first ErrorResponse (the ReadyForQuery after it goes to nobody) and
 * on a lost connection, so an error settles at once.
 */
class CopyInScript {
  readonly done: Promise<void>;
  private settle!: (error?: Error) => void;

  constructor(
    private readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise<void>((resolve, reject) => (this.settle = (error) => (error ? reject(error) : resolve())));
  }

  submit(connection: CopyConnection): void {
    // The driver writes each message on its own: corked, the three leave in one write (one syscall and
    // one wake-up of the server instead of three).
    connection.stream.cork();
    try {
      connection.query(this.text);
      if (this.data.length > 0) connection.sendCopyFromChunk(this.data);
      connection.endCopyFrom();
    } finally {
      connection.stream.uncork();
    }
  }

  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle();
  }

  /* The rows were sent already; results of the script's other statements are not needed. */
  handleCopyInResponse(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/**
 * Runs `script` (statements separated by semicolons, exactly one of them `COPY … FROM STDIN` in text or
 * binary format) with `data` as the COPY's input. A script that fails leaves its transaction, if it opened
 * one, aborted: the client is then rolled back before it returns to the pool (or dropped when even that
 * fails), so the next user never sees the aborted transaction.
 */
export async function copyInScript(pool: pg.Pool, script: string, data: Buffer): Promise<void> {
  const client = await pool.connect();
  const copy = new CopyInScript(script, data);
  void client.query(copy as unknown as pg.QueryConfig);
  try {
    await copy.done;
  } catch (error) {
    let broken: Error | undefined;
    if (!(error instanceof Error && 'severity' in error)) broken = error as Error; // driver/protocol failure
    else await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    client.release(broken);
    throw error;
  }
  client.release();
}
