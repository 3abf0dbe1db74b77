/**
 * Array rows of a SELECT read through `COPY (SELECT …) TO STDOUT` (text format) on one node-pg client,
 * for exports. A cursor's FETCH answers every value as its own DataRow field, which node-pg decodes into
 * a string and a parsed row object per row; COPY sends each row as one line that is decoded once and
 * split at tabs, which cuts the driver's share of an export by more than half (docs/benchmarks.md).
 *
 * The values are the same as the cursor's: COPY's text format is each type's output function (the one
 * a DataRow carries) with backslash escapes, and every column goes through the driver's own parser for
 * its type, looked up from a zero-row run of the same statement. COPY takes no bind parameters, so the
 * parameters are written into the statement as literals, escaped by the driver's escapeLiteral (the
 * text the driver would have sent as the parameter, quoted); a value that cannot be written that way
 * makes the caller use the cursor.
 */
import type pg from 'pg';
import type { Socket } from 'node:net';

/** What of the driver this needs (the driver itself is loaded lazily by postgres.ts). */
export interface CopyDriver {
  escapeLiteral(text: string): string;
  /** node-pg's conversion of a parameter to the text it sends (arrays become array literals). */
  prepareValue(value: unknown): unknown;
}

/** Quoted names and string constants are skipped; `$n` outside them is a placeholder. */
const PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/**
 * The statement with each `$n` replaced by its parameter as a literal (NULL for null), or undefined
 * when a parameter is not a string, number, boolean, null or array of those, or a placeholder has no
 * parameter. An untyped literal is resolved by PostgreSQL exactly as an untyped parameter is.
 */
export function inlineParams(sql: string, params: readonly unknown[], driver: CopyDriver): string | undefined {
  const literals: string[] = [];
  for (const value of params) {
    if (!inlinable(value)) return undefined;
    const text = driver.prepareValue(value);
    if (text !== null && typeof text !== 'string') return undefined;
    literals.push(text === null ? 'NULL' : driver.escapeLiteral(text));
  }
  let missing = false;
  const out = sql.replace(PLACEHOLDER, (whole, index: string | undefined) => {
    if (index === undefined) return whole;
    const literal = literals[Number(index) - 1];
    if (literal === undefined) missing = true;
    return literal ?? whole;
  });
  return missing ? undefined : out;
}

function inlinable(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return true;
  return Array.isArray(value) && value.every(inlinable);
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of COPY's text format with its backslash escapes undone (\N, the null marker, is handled by the caller). */
export function unescapeCopyText(field: string): string {
  return field.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|([\s\S]))/g, (_, octal?: string, hex?: string, other?: string) => {
    if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8) & 0xff);
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    return ESCAPES[other!] ?? other!;
  });
}

export type ValueParser = ((text: string) => unknown) | undefined;

/**
 * One COPY text line (without its newline) as the row's values: null for \N, each value through its column's parser.
 */
export function parseCopyLine(line: string, parsers: readonly ValueParser[]): unknown[] {
  return parseCopyRow(line, 0, line.length, line.includes('\\'), parsers);
}

/**
 * The row held in text[from, to) (no newline), `escaped` when it holds a backslash. The row is cut at
 * tabs by hand into an array of the known length: `split` builds its result by growing an array and
 * cost about twice as much per row (docs/benchmarks.md). Searches stay inside the row, so a batch of
 * rows costs its length whatever the number of columns.
 */
function parseCopyRow(text: string, from: number, to: number, escaped: boolean, parsers: readonly ValueParser[]): unknown[] {
  const count = parsers.length;
  if (count === 0) return [];
  const values: unknown[] = new Array(count);
  const last = count - 1;
  let start = from;
  for (let i = 0; i < count; i++) {
    let end: number;
    if (i < last) {
      end = text.indexOf('\t', start);
      if (end < 0 || end >= to) throw countMismatch(text, from, to, count);
    } else {
      // The last value runs to the end of the row: a tab inside it means one value too many.
      if (text.lastIndexOf('\t', to - 1) >= start) throw countMismatch(text, from, to, count);
      end = to;
    }
    let value = text.slice(start, end);
    start = end + 1;
    if (escaped && value.includes('\\')) {
      if (value === '\\N') {
        values[i] = null;
        continue;
      }
      value = unescapeCopyText(value);
    }
    const parse = parsers[i];
    values[i] = parse === undefined ? value : parse(value);
  }
  return values;
}

function countMismatch(text: string, from: number, to: number, count: number): Error {
  return new Error(`COPY row has ${text.slice(from, to).split('\t').length} values, expected ${count}`);
}

/** node-pg's interface for a custom query object (a "submittable"); only what COPY TO uses. */
class CopyOutQuery {
  /** Full batches waiting for the consumer. */
  readonly ready: unknown[][][] = [];
  /**
   * The bytes of the rows gathered since the last batch, each with its newline. Decoding a batch at once
   * made reading export rows cost about a third less CPU than a string per row did (docs/benchmarks.md);
   * the message's bytes must be copied all the same, since the driver reuses its read buffer.
   */
  private raw = Buffer.allocUnsafe(64 * 1024);
  private rawBytes = 0;
  private rawRows = 0;
  error?: Error;
  finished = false;
  private wake?: () => void;

  constructor(
    private readonly text: string,
    private readonly parsers: readonly ValueParser[],
    private readonly batchSize: number,
    private readonly socket: Pick<Socket, 'pause'>,
  ) {}

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }

  /** One CopyData message is one row, ending in a newline (COPY escapes the ones inside values). */
  handleCopyData(message: { chunk: Buffer }): void {
    if (this.error) return;
    const chunk = message.chunk;
    if (this.rawBytes + chunk.length > this.raw.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.raw.length * 2, this.rawBytes + chunk.length));
      this.raw.copy(bigger, 0, 0, this.rawBytes);
      this.raw = bigger;
    }
    chunk.copy(this.raw, this.rawBytes);
    this.rawBytes += chunk.length;
    if (++this.rawRows >= this.batchSize) this.endBatch();
  }

  /** Decodes the gathered rows into a batch for the consumer. */
  private endBatch(): void {
    const text = this.raw.toString('utf8', 0, this.rawBytes);
    this.rawBytes = 0;
    this.rawRows = 0;
    const batch: unknown[][] = [];
    try {
      // The next backslash of the text, found once for the rows before it rather than per row.
      let slash = text.indexOf('\\');
      for (let from = 0; from < text.length; ) {
        const to = text.indexOf('\n', from);
        if (to < 0) throw new Error('COPY row without its newline');
        if (slash >= 0 && slash < from) slash = text.indexOf('\\', from);
        batch.push(parseCopyRow(text, from, to, slash >= 0 && slash < to, this.parsers));
        from = to + 1;
      }
    } catch (error) {
      this.fail(error as Error);
      return;
    }
    this.ready.push(batch);
    // Two batches ahead of the consumer: stop reading the socket until it catches up.
    if (this.ready.length >= 2) this.socket.pause();
    this.notify();
  }

  handleCommandComplete(): void {
    if (this.rawRows > 0 && !this.error) this.endBatch();
  }

  handleReadyForQuery(): void {
    this.finished = true;
    this.notify();
  }

  handleError(error: Error): void {
    this.fail(error);
  }

  /* Messages a COPY TO never answers; node-pg may call them on any active query. */
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}

  /** The consumer stopped: what still arrives is dropped. */
  abandon(): void {
    this.fail(new Error('COPY abandoned'));
    this.ready.length = 0;
  }

  private fail(error: Error): void {
    this.error ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  waitForMore(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }
}

/**
 * Rows per batch at most: batches cost no round trip here, and rows that wait in memory only briefly stay
 * in the young generation (5,000-row batches cost the export about 10 % more CPU in garbage collection).
 */
const COPY_BATCH = 500;

/**
 * Batches (of at most `batchSize` rows) of array rows of `sql` through COPY on `client`, which must be the caller's own: when the
 * loop stops early or fails, the COPY is still running and the caller must discard the client (release
 * it with an error) rather than return it to the pool. Reading pauses while two batches wait, so memory
 * stays bounded whatever the row count.
 */
export async function* copyRows<T>(
  client: pg.ClientBase,
  text: string,
  params: unknown[],
  batchSize: number,
  parserOf: (oid: number) => ValueParser,
  inlined: string,
): AsyncGenerator<T[]> {
  // The column types (and so the parsers) of the statement, from a run that returns no row.
  const { fields } = await client.query({ text: `SELECT * FROM (${text}) AS copy_source LIMIT 0`, values: params });
  const parsers = fields.map((f) => parserOf(f.dataTypeID));
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const copy = new CopyOutQuery(`COPY (${inlined}) TO STDOUT`, parsers, Math.min(batchSize, COPY_BATCH), socket);
  void client.query(copy as unknown as pg.QueryConfig);
  try {
    for (;;) {
      const batch = copy.ready.shift();
      if (batch) {
        if (copy.ready.length < 2) socket.resume();
        yield batch as T[];
        continue;
      }
      if (copy.error) throw copy.error;
      if (copy.finished) return;
      await copy.waitForMore();
    }
  } finally {
    // Stopped early or failed: the rest of the COPY is dropped until the caller discards the client.
    if (!copy.finished) copy.abandon();
  }
}
