/**
 * Splits a TCP byte stream into HJ 212 frames: `##` + 4-digit length + data segment + 4-char CRC + CRLF.
 *
 * The declared length delimits a frame, the CRLF right after the CRC confirms it. Anything that does
 * not fit (junk before `##`, a length over the limit, a CRLF in the wrong place) is dropped and the
 * scan resumes one byte after the rejected `##`, so a corrupt header costs at most that candidate.
 * A data segment never contains CRLF (it ends the packet), so a CRLF inside a candidate proves the
 * declared length wrong at once instead of stalling the packets behind it until the length is reached.
 * The retained buffer never exceeds one maximum frame.
 *
 * CRC and content are not checked here: that is parsePacket's job, which reports them precisely.
 */

export type DiscardReason =
  /** Bytes before the next `##`. */
  | 'junk'
  /** `##` not followed by 4 decimal digits. */
  | 'bad-header'
  /** Declared data length above `maxDataLength`. */
  | 'too-large'
  /** A CRLF before the declared end, or no CRLF at the declared end. */
  | 'bad-length'
  /** Bytes left over at flush() that do not form a complete frame. */
  | 'incomplete';

export interface FrameSplitterOptions {
  /**
   * Largest data segment accepted, in bytes. The standard says 1024, but real devices send longer
   * packets (e.g. 1623 bytes), so the default is 4096; the 4-digit length field caps it at 9999.
   */
  maxDataLength?: number;
  /** Told about every dropped run of bytes (counts only: junk may be sensitive or hostile). */
  onDiscard?: (reason: DiscardReason, bytes: number) => void;
}

export const DEFAULT_MAX_DATA_LENGTH = 4096;
const HEADER = 6; // ## + 4 digits
const TRAILER = 6; // CRC + CRLF
const HASH = 0x23;
const EMPTY = Buffer.alloc(0);

type Verdict = { kind: 'frame'; end: number } | { kind: 'wait' } | { kind: 'reject'; reason: DiscardReason };

export class FrameSplitter {
  readonly maxDataLength: number;
  /** Upper bound of bytes held between feed() calls. */
  readonly maxBufferedBytes: number;
  private pending: Buffer = EMPTY;
  private discarded = 0;
  private readonly onDiscard?: (reason: DiscardReason, bytes: number) => void;

  constructor(opts: FrameSplitterOptions = {}) {
    const max = opts.maxDataLength ?? DEFAULT_MAX_DATA_LENGTH;
    if (!Number.isInteger(max) || max < 0 || max > 9999) throw new RangeError('maxDataLength must be an integer in 0..9999');
    this.maxDataLength = max;
    this.maxBufferedBytes = HEADER + max + TRAILER - 1;
    this.onDiscard = opts.onDiscard;
  }

  /** Bytes currently held waiting for the rest of a frame. */
  get bufferedBytes(): number {
    return this.pending.length;
  }

  /** Total bytes dropped so far. */
  get discardedBytes(): number {
    return this.discarded;
  }

  /** Adds received bytes; returns the frames completed by them (each including `##` and CRLF). */
  feed(chunk: Uint8Array | string): Buffer[] {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (data.length === 0) return [];
    const buf = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    const frames: Buffer[] = [];
    const nextCrlf = crlfFinder(buf);
    let pos = 0;
    for (;;) {
      const start = buf.indexOf('##', pos);
      if (start < 0) {
        // A lone trailing '#' may be the first half of the next frame's '##'.
        const keep = buf.length > pos && buf[buf.length - 1] === HASH ? 1 : 0;
        this.discard('junk', buf.length - keep - pos);
        pos = buf.length - keep;
        break;
      }
      this.discard('junk', start - pos);
      pos = start;
      const verdict = this.inspect(buf, pos, nextCrlf);
      if (verdict.kind === 'wait') break;
      if (verdict.kind === 'frame') {
        frames.push(Buffer.from(buf.subarray(pos, verdict.end)));
        pos = verdict.end;
      } else {
        this.discard(verdict.reason, 1);
        pos += 1;
      }
    }
    // Copy so the caller's (possibly reused) chunk memory is neither retained nor aliased.
    this.pending = pos < buf.length ? Buffer.from(buf.subarray(pos)) : EMPTY;
    return frames;
  }

  /**
   * End of input: a last frame may lack its CRLF (some senders close the connection right after the
   * CRC). Returns it if the bytes held are exactly one such frame; drops anything else. Resets state.
   */
  flush(): Buffer[] {
    const rest = this.pending;
    this.pending = EMPTY;
    if (rest.length === 0) return [];
    const length = readLength(rest, 0);
    if (length !== undefined && length <= this.maxDataLength && rest.length === HEADER + length + 4 && rest.indexOf('\r\n') < 0) {
      return [Buffer.from(rest)];
    }
    this.discard('incomplete', rest.length);
    return [];
  }

  private inspect(buf: Buffer, pos: number, nextCrlf: (from: number) => number): Verdict {
    const available = buf.length - pos;
    if (available < HEADER) {
      for (let i = pos + 2; i < buf.length; i++) if (!isDigit(buf[i])) return { kind: 'reject', reason: 'bad-header' };
      return { kind: 'wait' };
    }
    const length = readLength(buf, pos);
    if (length === undefined) return { kind: 'reject', reason: 'bad-header' };
    if (length > this.maxDataLength) return { kind: 'reject', reason: 'too-large' };
    const crlfAt = pos + HEADER + length + 4;
    const end = crlfAt + 2;
    const crlf = nextCrlf(pos + HEADER);
    if (crlf >= 0 && crlf < crlfAt) return { kind: 'reject', reason: 'bad-length' };
    if (buf.length < end) return { kind: 'wait' };
    return crlf === crlfAt ? { kind: 'frame', end } : { kind: 'reject', reason: 'bad-length' };
  }

  private discard(reason: DiscardReason, bytes: number): void {
    if (bytes <= 0) return;
    this.discarded += bytes;
    this.onDiscard?.(reason, bytes);
  }
}

/**
 * `buf.indexOf('\r\n', from)` for non-decreasing `from`, reusing the last answer while it still
 * holds: a run of bogus `##` headers without CRLF then costs one scan, not one per header.
 */
function crlfFinder(buf: Buffer): (from: number) => number {
  let scannedFrom = Infinity;
  let found = -1;
  return (from) => {
    if (from < scannedFrom || (found >= 0 && from > found)) {
      scannedFrom = from;
      found = buf.indexOf('\r\n', from);
    }
    return found;
  };
}

const isDigit = (b: number): boolean => b >= 0x30 && b <= 0x39;

function readLength(buf: Buffer, pos: number): number | undefined {
  if (buf.length < pos + HEADER || buf[pos] !== HASH || buf[pos + 1] !== HASH) return undefined;
  let n = 0;
  for (let i = pos + 2; i < pos + HEADER; i++) {
    if (!isDigit(buf[i])) return undefined;
    n = n * 10 + buf[i] - 0x30;
  }
  return n;
}
