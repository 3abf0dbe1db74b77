import { describe, expect, it } from 'vitest';
import { prng } from '../support/prng';
import { mutate, seeds } from '../support/hj212-mutations';
import { crcHex, modbusSwappedCrcHex } from '../../server/hj212/crc';
import { FrameSplitter } from '../../server/hj212/frame';
import { parsePacket } from '../../server/hj212/parse';
import type { ParseErrorCode } from '../../server/hj212/types';

const ERROR_CODES = new Set<ParseErrorCode>(['BAD_FRAME', 'BAD_LENGTH', 'BAD_CRC', 'BAD_SEGMENT', 'MISSING_FIELD', 'BAD_FIELD']);

describe('HJ 212 codec fuzz', () => {
  it('never throws, never hangs and keeps the splitter bounded on 20,000+ mutated packets', () => {
    const rand = prng(212);
    const splitter = new FrameSplitter();
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

    // After all that noise, the splitter still frames clean traffic.
    splitter.feed('\r\n');
    const clean = seeds.slice(0, 24);
    expect(splitter.feed(Buffer.concat(clean)).map(String)).toEqual(clean.map(String));
  }, 120_000);
});
