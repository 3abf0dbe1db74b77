// The ingestion fast path (parseFlatData + flatPacketData) against the general parser (parsePacket +
// packetData): whenever the fast path answers, every field the ingestion service uses must be exactly
// what the general path gives (ids, PW, Flag, the ack and refusal replies, level, data time, rows);
// whenever the general path refuses or warns in a way that matters, the fast path must step aside.
import { describe, expect, it } from 'vitest';
import { buildDataAck, buildRequestReply, parsePacket, QnRtn } from '../../server/hj212/index';
import { flatDataAck, parseFlatData } from '../../server/hj212/flat-data';
import { builtinFactorCatalog } from '../../server/monitoring/factors/catalog';
import { flatPacketData, packetData } from '../../server/monitoring/ingest/records';
import { prng } from '../support/prng';
import { mutate } from '../support/hj212-mutations';
import { frameOf, generated } from '../support/hj212-generated';
import { sharedLines } from '../support/shared-data';

const catalog = builtinFactorCatalog();
const ctx = { catalog, now: Date.parse('2025-06-01T12:00:00+08:00') };

/** What the service takes from a packet read by the general parser. */
function generalView(frame: Buffer) {
  const r = parsePacket(frame);
  if (!r.ok) return { error: r.error.code };
  const p = r.packet;
  return {
    header: { mn: p.mn, qn: p.qn, cn: p.cn, st: p.st, pw: p.pw, flag: p.flag, needsAck: p.decoded.needsAck, split: p.decoded.hasSplit },
    ack: buildDataAck(p),
    refusal: buildRequestReply(p, QnRtn.badPassword),
    conversion: packetData(p, ctx),
  };
}

/** The same view from the fast path; undefined where it steps aside. */
function fastView(frame: Buffer) {
  const f = parseFlatData(frame);
  if (!f) return undefined;
  return {
    header: { mn: f.mn, qn: f.qn, cn: f.cn, st: f.st, pw: f.pw, flag: f.flag, needsAck: f.needsAck, split: false },
    ack: flatDataAck(f),
    refusal: buildRequestReply(f, QnRtn.badPassword),
    // undefined: the service parses the frame again with the general parser.
    conversion: flatPacketData(f, ctx),
  };
}

/** Checks one frame; returns whether the fast path read it all the way to rows. */
function agree(frame: Buffer): boolean {
  const fast = fastView(frame);
  if (!fast) return false;
  const general = generalView(frame);
  expect(general.error, frame.toString('latin1')).toBeUndefined();
  expect(fast.header, frame.toString('latin1')).toEqual(general.header);
  expect(fast.ack).toBe(general.ack);
  expect(fast.refusal).toBe(general.refusal);
  if (fast.conversion === undefined) return false;
  expect(fast.conversion, frame.toString('latin1')).toEqual(general.conversion);
  return true;
}

describe('HJ 212 fast path (parseFlatData) against the general parser', () => {
  it('reads the common shared samples to the same rows, and steps aside for the others', () => {
    const fast = sharedLines('hj212_samples.txt').map((line) => agree(Buffer.from(`${line}\r\n`)));
    // Samples 1, 2, 3, 5: real-time, minute and hourly uploads of the usual shape.
    expect(fast.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    for (const n of [1, 2, 3, 5]) expect(fast[n - 1], `sample ${n}`).toBe(true);
    // 2005 all-digit codes (sample 6) and the orphan Flag (sample 8) go the general way.
    expect(fast[5]).toBe(false);
    expect(fast[7]).toBe(false);
  });

  it('never reads an invalid sample (bad CRC, lengths, fields)', () => {
    for (const line of sharedLines('hj212_samples_invalid.txt')) {
      const frame = Buffer.from(`${line.slice(line.indexOf('\t') + 1)}\r\n`);
      expect(parseFlatData(frame)).toBeUndefined();
    }
  });

  it('agrees with the general parser on 10,000 mutated samples', () => {
    const rand = prng(2121);
    let read = 0;
    for (let i = 0; i < 10_000; i++) if (agree(mutate(rand))) read += 1;
    // Most mutations break a frame; the few that keep it whole must still agree.
    expect(read).toBeGreaterThan(0);
  }, 60_000);

  it('agrees with the general parser on 10,000 generated data packets, most of which it reads', () => {
    const rand = prng(19);
    let read = 0;
    let refused = 0;
    for (let i = 0; i < 10_000; i++) {
      const frame = generated(rand);
      if (agree(frame)) read += 1;
      else if ('error' in generalView(frame)) refused += 1;
    }
    // Both sides of the comparison must be exercised: packets read fast, and packets refused.
    expect(read).toBeGreaterThan(2_500);
    expect(refused).toBeGreaterThan(250);
  }, 60_000);

  it('reads numbers exactly as Number() does', () => {
    const texts = ['0.1', '0.7', '1.005', '123456789012345', '1234567890.12345', '-98765.4321', '+0.000000000000001', '.1', '7.', '0000000000000001.5', '1.23456789012345678'];
    for (const text of texts) {
      const frame = frameOf(`QN=20250531101500123;ST=32;CN=2011;PW=p;MN=M;Flag=5;CP=&&DataTime=20250531101500;w01018-Rtd=${text}&&`);
      expect(parseFlatData(frame)?.factors[0].rtd, text).toBe(Number(text));
    }
  });
});
