import { describe, expect, it } from 'vitest';
import { sharedLines } from '../support/shared-data';
import { prng } from '../support/prng';
import { crcHex, modbusSwappedCrcHex } from '../../server/hj212/crc';
import { FrameSplitter } from '../../server/hj212/frame';
import { parsePacket } from '../../server/hj212/parse';
import type { ParseErrorCode } from '../../server/hj212/types';

const seeds = [
  ...sharedLines('hj212_samples.txt'),
  ...sharedLines('hj212_samples_invalid.txt').map((l) => l.slice(l.indexOf('\t') + 1)),
].map((p) => Buffer.from(`${p}\r\n`));
const ERROR_CODES = new Set<ParseErrorCode>(['BAD_FRAME', 'BAD_LENGTH', 'BAD_CRC', 'BAD_SEGMENT', 'MISSING_FIELD', 'BAD_FIELD']);


const INTERESTING = Buffer.from('#&;,=-\r\n0123456789ABCDEFabcdef\x00\xff');

function mutate(rand: () => number): Buffer {
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
function reframe(packet: Buffer, extra: string, header = ''): Buffer {
  const text = packet.toString('latin1');
  const cp = text.indexOf('CP=&&');
  const end = text.length - 6;
  const segment = cp < 0 ? text.slice(6, end) : `${text.slice(6, cp)}${header}CP=&&${extra}${text.slice(cp + 5, end)}`;
  const body = Buffer.from(segment, 'latin1');
  return Buffer.concat([Buffer.from(`##${String(body.length % 10000).padStart(4, '0')}`), body, Buffer.from(`${crcHex(body)}\r\n`)]);
}

describe('HJ 212 codec fuzz', () => {
  it('never throws, never hangs and keeps the splitter bounded on 20,000+ mutated packets', () => {
    const rand = prng(212);
    const splitter = new FrameSplitter();
    const started = performance.now();
    let parsed = 0;
    let accepted = 0;
    let peak = 0;

    const check = (input: Buffer) => {
      for (const lenientCrc of [false, true]) {
        const result = parsePacket(input, { lenientCrc });
        parsed++;
        if (!result.ok) {
          if (!ERROR_CODES.has(result.error.code)) throw new Error(`unknown error code ${result.error.code}`);
          continue;
        }
        accepted++;
        const p = result.packet;
        if (!p.st || !p.cn || !p.mn) throw new Error('accepted packet without ST/CN/MN');
        // Whatever was accepted really carries the CRC of its data segment.
        const body = input.subarray(6, 6 + p.dataLength);
        const expected = p.crc.variant === 'hj212' ? crcHex(body) : modbusSwappedCrcHex(body);
        if (p.crc.declared.toUpperCase() !== expected || (p.crc.variant !== 'hj212' && !lenientCrc)) {
          throw new Error('accepted a packet whose CRC does not match');
        }
      }
    };

    for (let i = 0; i < 20_000; i++) {
      const input = mutate(rand);
      check(input);
      let pos = 0;
      while (pos < input.length) {
        const size = 1 + Math.floor(rand() * 256);
        for (const frame of splitter.feed(input.subarray(pos, pos + size))) check(frame);
        peak = Math.max(peak, splitter.bufferedBytes);
        pos += size;
      }
    }
    splitter.flush().forEach(check);

    expect(parsed).toBeGreaterThanOrEqual(40_000);
    expect(peak).toBeLessThanOrEqual(splitter.maxBufferedBytes);
    // The fuzzer must reach the accepting paths too, or it would test only the early rejections.
    expect(accepted).toBeGreaterThan(1000);
    expect(Object.prototype).not.toHaveProperty('Rtd');
    expect(performance.now() - started).toBeLessThan(20_000);

    // After all that noise, the splitter still frames clean traffic.
    splitter.feed('\r\n');
    const clean = seeds.slice(0, 24);
    expect(splitter.feed(Buffer.concat(clean)).map(String)).toEqual(clean.map(String));
  }, 30_000);
});
