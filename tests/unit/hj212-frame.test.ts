import { describe, expect, it } from 'vitest';
import { sharedLines } from '../support/shared-data';
import { prng } from '../support/prng';
import { FrameSplitter, type DiscardReason } from '../../server/hj212/frame';

const samples = sharedLines('hj212_samples.txt').map((l) => `${l}\r\n`);
const invalidPackets = sharedLines('hj212_samples_invalid.txt').map((l) => `${l.slice(l.indexOf('\t') + 1)}\r\n`);


/** Feeds `stream` in random-size chunks; returns the frames as text and checks the buffer bound. */
function feedInChunks(splitter: FrameSplitter, stream: Buffer, rand: () => number, maxChunk: number): string[] {
  const out: string[] = [];
  let peak = 0;
  for (let pos = 0; pos < stream.length; ) {
    const size = 1 + Math.floor(rand() * maxChunk);
    out.push(...splitter.feed(stream.subarray(pos, pos + size)).map((f) => f.toString('utf8')));
    peak = Math.max(peak, splitter.bufferedBytes);
    pos += size;
  }
  expect(peak).toBeLessThanOrEqual(splitter.maxBufferedBytes);
  return out;
}

describe('FrameSplitter', () => {
  it('recovers every sample exactly once, in order, under random chunkings', () => {
    const stream = Buffer.from(samples.join(''));
    for (let round = 0; round < 60; round++) {
      const rand = prng(round + 1);
      const splitter = new FrameSplitter();
      const maxChunk = [1, 7, 64, 500, 5000][round % 5];
      expect(feedInChunks(splitter, stream, rand, maxChunk)).toEqual(samples);
      expect(splitter.bufferedBytes).toBe(0);
      expect(splitter.discardedBytes).toBe(0);
    }
  });

  it('skips junk between packets and resynchronises on the next ##', () => {
    const rand = prng(42);
    const crafted = ['#', '##', '##12', '##0300abc', '##9999xyz', 'garbage\r\n', '\r\n\r\n', '###', '##0010short\r\n'];
    const randomJunk = () => {
      // No '#' or CR here: the crafted list covers those, and a random `##dddd` could legitimately
      // swallow the packet behind it (the splitter cannot check CRCs).
      const alphabet = 'abcXYZ0123456789;=&,\n \t';
      return Array.from({ length: Math.floor(rand() * 40) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
    };
    for (let round = 0; round < 30; round++) {
      const parts: string[] = [];
      for (const packet of samples) parts.push(crafted[Math.floor(rand() * crafted.length)], randomJunk(), packet);
      const reasons = new Set<DiscardReason>();
      const splitter = new FrameSplitter({ onDiscard: (reason) => reasons.add(reason) });
      const frames = feedInChunks(splitter, Buffer.from(parts.join('')), rand, 300);
      expect(frames).toEqual(samples);
      expect(splitter.discardedBytes).toBeGreaterThan(0);
      expect(reasons.has('junk')).toBe(true);
    }
  });

  it('does not let a wrong length stall the packets behind it', () => {
    const badLength = invalidPackets.find((p) => p.startsWith('##0888'))!;
    const reasons: DiscardReason[] = [];
    const splitter = new FrameSplitter({ onDiscard: (reason) => reasons.push(reason) });
    // 321 real bytes declared as 888: without the CRLF rule the next packet would wait for 567 more bytes.
    expect(splitter.feed(badLength + samples[0]).map(String)).toEqual([samples[0]]);
    expect(reasons).toContain('bad-length');
  });

  it('passes packets above 1024 bytes by default and drops them with a 1024 limit', () => {
    const big = invalidPackets.filter((p) => Number(p.slice(2, 6)) > 1024);
    expect(big.length).toBeGreaterThan(0);
    expect(new FrameSplitter().feed(big.join('')).map(String)).toEqual(big);

    const reasons = new Set<DiscardReason>();
    const strict = new FrameSplitter({ maxDataLength: 1024, onDiscard: (reason) => reasons.add(reason) });
    expect(strict.feed(big.join('') + samples[1]).map(String)).toEqual([samples[1]]);
    expect(reasons.has('too-large')).toBe(true);
  });

  it('returns a last frame without CRLF only from flush()', () => {
    const last = samples[20].slice(0, -2);
    const splitter = new FrameSplitter();
    expect(splitter.feed(samples[0] + last).map(String)).toEqual([samples[0]]);
    expect(splitter.flush().map(String)).toEqual([last]);
    expect(splitter.bufferedBytes).toBe(0);

    const reasons: DiscardReason[] = [];
    const partial = new FrameSplitter({ onDiscard: (reason) => reasons.push(reason) });
    partial.feed(last.slice(0, -1));
    expect(partial.flush()).toEqual([]);
    expect(reasons).toEqual(['incomplete']);
  });

  it('keeps its buffer bounded whatever arrives', () => {
    const splitter = new FrameSplitter({ maxDataLength: 1024 });
    splitter.feed(Buffer.alloc(1 << 20, 'x'));
    expect(splitter.bufferedBytes).toBe(0);
    splitter.feed('##1024');
    for (let i = 0; i < 100; i++) {
      splitter.feed(Buffer.alloc(97, 'y'));
      expect(splitter.bufferedBytes).toBeLessThanOrEqual(splitter.maxBufferedBytes);
    }
    splitter.feed(`#${'##0999'.repeat(10_000)}`);
    expect(splitter.bufferedBytes).toBeLessThanOrEqual(splitter.maxBufferedBytes);
    expect(splitter.feed(`\r\n${samples[3]}`).map(String)).toEqual([samples[3]]);
  });

  it('copies what it keeps, so a reused receive buffer cannot corrupt a pending frame', () => {
    const splitter = new FrameSplitter();
    const chunk = Buffer.from(samples[5]);
    const half = Math.floor(chunk.length / 2);
    const reused = Buffer.from(chunk.subarray(0, half));
    splitter.feed(reused);
    reused.fill(0x41);
    expect(splitter.feed(chunk.subarray(half)).map(String)).toEqual([samples[5]]);
  });
});
