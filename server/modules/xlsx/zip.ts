/**
 * A streaming ZIP writer (the container of an xlsx): entries are deflated as they are written and
 * their sizes and CRC follow in data descriptors, so nothing but the current chunk is held in memory.
 * Only what xlsx needs: deflate, UTF-8 names, no ZIP64 (entries stay far below 4 GB).
 */
import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (zip) of `data`, continuing `crc`; zlib's native one where the runtime has it. */
export function crc32(data: Buffer, crc = 0): number {
  const native = (zlib as unknown as { crc32?: (d: Buffer, v: number) => number }).crc32;
  if (native) return native(data, crc);
  let c = ~crc >>> 0;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS date and time of the entries (local wall clock, 2-second resolution). */
function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** Bit 3: sizes in a data descriptor; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;

export interface ZipEntry {
  write(data: Buffer | string): Promise<void>;
  end(): Promise<void>;
}

/**
 * Waits for whichever event comes first and removes the other listener: a plain race of two `once`
 * calls leaves one listener behind per wait, which piles up over a long export.
 */
async function firstOf(a: EventEmitter, aEvent: string, b: EventEmitter, bEvent: string): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([once(a, aEvent, { signal: stop.signal }), once(b, bEvent, { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(
    private readonly out: Writable,
    private readonly level = 6,
  ) {}

  private async push(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('zip output closed');
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await firstOf(this.out, 'drain', this.out, 'close');
  }

  /** Starts an entry; write its content, then end() it before starting the next. */
  async entry(path: string): Promise<ZipEntry> {
    const name = Buffer.from(path, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(name.length, 26);
    await this.push(Buffer.concat([header, name]));

    const deflate = zlib.createDeflateRaw({ level: this.level });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    deflate.on('data', (chunk: Buffer) => {
      compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk) && !this.out.destroyed) {
        deflate.pause();
        const resume = () => {
          this.out.off('drain', resume);
          this.out.off('close', resume);
          deflate.resume();
        };
        this.out.on('drain', resume);
        this.out.on('close', resume);
      }
    });
    const ended = once(deflate, 'end');
    return {
      write: async (data) => {
        if (this.out.destroyed) throw new Error('zip output closed');
        const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (!deflate.write(chunk)) await firstOf(deflate, 'drain', this.out, 'close');
      },
      end: async () => {
        deflate.end();
        await ended;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
        await this.push(descriptor);
        this.entries.push({ name, offset, crc, compressed, size });
      },
    };
  }

  /** A small entry in one go. */
  async file(path: string, content: string): Promise<void> {
    const e = await this.entry(path);
    await e.write(content);
    await e.end();
  }

  /** Writes the central directory; the output is then a complete archive (the caller ends the stream). */
  async finish(): Promise<void> {
    const start = this.offset;
    const records = this.entries.map((e) => {
      const r = Buffer.alloc(46);
      r.writeUInt32LE(0x02014b50, 0);
      r.writeUInt16LE(20, 4);
      r.writeUInt16LE(20, 6);
      r.writeUInt16LE(FLAGS, 8);
      r.writeUInt16LE(DEFLATE, 10);
      r.writeUInt16LE(this.stamp.time, 12);
      r.writeUInt16LE(this.stamp.date, 14);
      r.writeUInt32LE(e.crc, 16);
      r.writeUInt32LE(e.compressed, 20);
      r.writeUInt32LE(e.size, 24);
      r.writeUInt16LE(e.name.length, 28);
      r.writeUInt32LE(e.offset, 42);
      return Buffer.concat([r, e.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.push(Buffer.concat([directory, end]));
  }
}
