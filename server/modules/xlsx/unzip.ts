/**
 * Reading a ZIP archive held in memory (an uploaded xlsx, 10 MB at most) through its central
 * directory: every entry is addressable by name, so a caller reads the parts in the order it needs
 * them, whatever order the writer stored them in. A single front-to-back pass over the local headers
 * (what exceljs' streaming reader does through unzipper) loses trailing entries when the archive ends
 * before they are consumed, which made imports fail at random.
 *
 * An entry is opened as a stream of UTF-8 text decoded across chunk boundaries: exceljs decodes each
 * chunk on its own, which turned a character split between two inflated chunks into U+FFFD.
 */
import { Readable, Transform, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { crc32 } from './zip';

export class ZipFormatError extends Error {}

export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when opened. */
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localHeaderOffset: number;
  encrypted: boolean;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
/** A ZIP64 archive marks its 32-bit fields with all ones; xlsx files this small never need it. */
const ZIP64_MARK = 0xffffffff;

function endOfDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - END_OF_DIRECTORY_SIZE - 0xffff);
  for (let at = zip.length - END_OF_DIRECTORY_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipFormatError('no end of central directory record');
}

/** The archive's entries by name, read from its central directory (nothing is inflated yet). */
export function zipEntries(zip: Buffer): Map<string, ZipEntryInfo> {
  if (zip.length < END_OF_DIRECTORY_SIZE) throw new ZipFormatError('too short for a zip archive');
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (directorySize === ZIP64_MARK || at === ZIP64_MARK || at + directorySize > end) throw new ZipFormatError('central directory out of bounds');
  const entries = new Map<string, ZipEntryInfo>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_HEADER) throw new ZipFormatError('bad central directory header');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) throw new ZipFormatError('bad central directory header');
    const entry: ZipEntryInfo = {
      // Bit 11 says UTF-8; the part names of an xlsx are ASCII either way.
      name: zip.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      encrypted: (flags & 0x0001) !== 0,
    };
    if (entry.compressedSize === ZIP64_MARK || entry.size === ZIP64_MARK || entry.localHeaderOffset === ZIP64_MARK) {
      throw new ZipFormatError('ZIP64 entries are not supported');
    }
    entries.set(entry.name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header (whose extra field may differ). */
function entryData(zip: Buffer, entry: ZipEntryInfo): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipFormatError(`bad local header: ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new ZipFormatError(`truncated entry: ${entry.name}`);
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's content as UTF-8 text chunks, inflated as it is read. Fails (as a stream error) when it
 * inflates to more than its declared size or `maxBytes`, or its CRC does not match: a small upload
 * cannot expand into gigabytes, and a damaged file is refused rather than read in part.
 */
export function openZipEntry(zip: Buffer, entry: ZipEntryInfo, maxBytes: number): Readable {
  if (entry.encrypted) throw new ZipFormatError(`encrypted entry: ${entry.name}`);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError(`unsupported compression ${entry.method}: ${entry.name}`);
  if (entry.size > maxBytes) throw new ZipFormatError(`entry too large: ${entry.name}`);
  const data = entryData(zip, entry);
  let inflated = 0;
  let crc = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      if (inflated > entry.size) return done(new ZipFormatError(`entry larger than declared: ${entry.name}`));
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      if (inflated !== entry.size || crc !== entry.crc) return done(new ZipFormatError(`damaged entry: ${entry.name}`));
      done();
    },
  });
  let source: Readable;
  if (entry.method === 0) {
    source = Readable.from([data], { objectMode: false });
  } else {
    const inflate = createInflateRaw();
    inflate.end(data);
    source = inflate;
  }
  const text = pipeline(source, check, () => undefined);
  text.setEncoding('utf8');
  return text;
}
