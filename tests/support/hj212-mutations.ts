// Mutated HJ 212 frames for the codec's fuzz and fast-path equivalence tests: the shared samples (valid
// and invalid) as seeds, changed byte-wise or in content with a recomputed CRC.
import { crcHex } from '../../server/hj212/crc';
import { sharedLines } from './shared-data';

export const seeds = [
  ...sharedLines('hj212_samples.txt'),
  ...sharedLines('hj212_samples_invalid.txt').map((l) => l.slice(l.indexOf('\t') + 1)),
].map((p) => Buffer.from(`${p}\r\n`));


const INTERESTING = Buffer.from('#&;,=-\r\n0123456789ABCDEFabcdef\x00\xff');

export function mutate(rand: () => number): Buffer {
  const int = (n: number) => Math.floor(rand() * n);
  const base = seeds[int(seeds.length)];
  const bytes = [...base];
  const pickByte = () => (rand() < 0.6 ? INTERESTING[int(INTERESTING.length)] : int(256));
  switch (int(9)) {
    case 0: // byte flips
      for (let n = 1 + int(4); n > 0; n--) bytes[int(bytes.length)] ^= 1 << int(8);
      break;
    case 1: // truncation
      bytes.length = int(bytes.length);
      break;
    case 2: // insertion
      bytes.splice(int(bytes.length + 1), 0, ...Array.from({ length: 1 + int(20) }, pickByte));
      break;
    case 3: // deletion
      bytes.splice(int(bytes.length), 1 + int(20));
      break;
    case 4: // huge or bogus length field
      bytes.splice(2, 4, ...Buffer.from(['9999', '0000', '1025', '4097', '-001', '  12'][int(6)]));
      break;
    case 5: // random bytes
      return Buffer.from(Array.from({ length: int(600) }, pickByte));
    case 6: // duplicated slice
      bytes.splice(int(bytes.length), 0, ...bytes.slice(int(bytes.length)));
      break;
    case 7: // hostile keys in header and CP, CRC kept valid so the parsers are reached
      return reframe(base, `;__proto__-Rtd=1;constructor=2;-=;==;${'x'.repeat(int(50))}-Avg=1e9`, HOSTILE_HEADER[int(HOSTILE_HEADER.length)]);
    default: // content mutation with a recomputed CRC: exercises the parser past the CRC check
      return reframe(base, Buffer.from(Array.from({ length: 1 + int(30) }, pickByte)).toString('latin1'));
  }
  return Buffer.from(bytes);
}

const HOSTILE_HEADER = ['', 'constructor=1;', '__proto__=x;', 'toString=;', 'hasOwnProperty=1;', 'Flag=;', 'PNO=0;PNUM=0;', ';;'];

/** Inserts `extra` into the CP of `packet` (and `header` before its CP) and rebuilds length and CRC. */
export function reframe(packet: Buffer, extra: string, header = ''): Buffer {
  const text = packet.toString('latin1');
  const cp = text.indexOf('CP=&&');
  const end = text.length - 6;
  const segment = cp < 0 ? text.slice(6, end) : `${text.slice(6, cp)}${header}CP=&&${extra}${text.slice(cp + 5, end)}`;
  const body = Buffer.from(segment, 'latin1');
  return Buffer.concat([Buffer.from(`##${String(body.length % 10000).padStart(4, '0')}`), body, Buffer.from(`${crcHex(body)}\r\n`)]);
}

