// The ingestion fast path (parseFlatData + flatPacketData) against the general parser (parsePacket +
// packetData): whenever the fast path answers, every field the ingestion service uses must be exactly
// what the general path gives (ids, PW, Flag, the ack and refusal replies, level, data time, rows);
// whenever the general path refuses or warns in a way that matters, the fast path must step aside.
import { describe, expect, it } from 'vitest';
import { buildDataAck, buildRequestReply, crcHex, modbusSwappedCrcHex, parsePacket, QnRtn } from '../../server/hj212/index';
import { flatDataAck, parseFlatData } from '../../server/hj212/flat-data';
import { builtinFactorCatalog } from '../../server/monitoring/factors/catalog';
import { flatPacketData, packetData } from '../../server/monitoring/ingest/records';
import { prng } from '../support/prng';
import { mutate, seeds } from '../support/hj212-mutations';
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

const frameOf = (segment: string, crc = crcHex(segment)): Buffer => {
  const body = Buffer.from(segment, 'utf8');
  return Buffer.from(`##${String(body.length).padStart(4, '0')}${segment}${crc}\r\n`, 'utf8');
};

const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

const CODES = ['w01018', 'w21003', 'a21026', 'a34013', 'a01012', 'e70101', 'O3', 'B01', '011', '831', '023', '__proto__', 'constructor', 'SB1', 'SBx', 'x'.repeat(25), 'a-b', 'LA'];
const SUFFIXES = ['Rtd', 'Rtd', 'Flag', 'Avg', 'Min', 'Max', 'Cou', 'ZsRtd', 'ZsAvg', 'Data', 'ZsMin', 'SampleTime', 'EFlag', 'Info', 'RS', ''];
const NUMBERS = ['1', '0', '-0', '-0.0', '+.5', '5.', '12.345', '0.000001', '1234567.891', '1.23456789012345678', '00012.50', '9'.repeat(400), '1e5', '0x10', 'abc', '', '.', '-', '１２', 'Infinity', '3.4.5'];
const FLAGS = ['N', 'D', 'F', 'T', 'n', 'toolong', '', 'N=1', '温'];
const TIMES = ['20250531101500', '20250531101500123', '20250230101500', '2025053110150', '20990101000000', '19991231235959', ''];

/**
 * A data packet built from parts chosen at random: half of them in the common shape with realistic
 * variation (level, suffixes, numbers, flags, separators), the other half with a quirk anywhere.
 */
function generated(rand: () => number): Buffer {
  const quirky = rand() < 0.5;
  /** The first `common` choices are ordinary; a quirky packet may take any. */
  const choose = <T>(xs: readonly T[], common: number): T => pick(rand, quirky && rand() < 0.3 ? xs : xs.slice(0, common));
  const header: string[] = [];
  if (!quirky || rand() < 0.9) header.push(`QN=${choose(['20250531101500123', '2025', '', 'x2025053110150012'], 1)}`);
  header.push(`ST=${choose(['32', '22', '31', '21', '39', '101', '9', 'ab'], 6)}`);
  header.push(`CN=${choose(['2011', '2011', '2051', '2061', '2031', '2081', '9014', '20110'], 5)}`);
  if (!quirky || rand() < 0.9) header.push(`PW=${choose(['123456', 'pw1', 'p=w', '', '密码'], 3)}`);
  if (!quirky || rand() < 0.9) header.push(`MN=${choose(['MN0001', 'BE000001ABCDEF', '', 'A;B'], 2)}`);
  if (!quirky || rand() < 0.8) header.push(`Flag=${choose(['5', '4', '1', '0', '9', '05', '255', '7', '256', '', 'x'], 7)}`);
  if (quirky && rand() < 0.1) header.push(pick(rand, ['PNUM=2;PNO=1', 'EXTRA=1', '', 'QN=20250531101500124', 'Flag=5']));
  if (quirky && rand() < 0.1) header.reverse();
  const items: string[] = [];
  if (!quirky || rand() < 0.9) items.push(`DataTime=${choose(TIMES, 2)}`);
  // Mostly distinct codes, as a logger sends them; in a quirky packet any code, repeats included.
  const codes = !quirky || rand() < 0.5 ? CODES.slice(0, 8).sort(() => rand() - 0.5) : Array.from({ length: 9 }, () => pick(rand, CODES));
  const count = (quirky ? 0 : 1) + Math.floor(rand() * 8);
  const level = /CN=(2011|2051|2061|2031)/.exec(header.join(';'))?.[1] === '2011' ? ['Rtd', 'ZsRtd'] : ['Avg', 'Min', 'Max', 'Cou', 'ZsAvg'];
  for (let f = 0; f < count; f++) {
    const code = codes[f];
    const parts = rand() < 0.5 ? [level[0], 'Flag'] : [...level, 'Data', 'Flag'].filter(() => rand() < 0.5);
    if (quirky && rand() < 0.3) parts.push(pick(rand, SUFFIXES));
    if (parts.length === 0) parts.push(level[0]);
    const fields = parts.map((s) => `${code}-${s}=${s === 'Flag' ? choose(FLAGS, 5) : choose(NUMBERS, 11)}`);
    items.push(fields.join(rand() < 0.9 ? ',' : ';'));
  }
  if (quirky && rand() < 0.1) items.push(pick(rand, ['Flag=N', 'DataTime=20250531101501', '', 'Other=1', '=1', 'x']));
  if (quirky && rand() < 0.1) items.splice(Math.floor(rand() * items.length), 0, items[0] ?? '');
  const cp = `CP=&&${items.join(';')}${rand() < 0.05 ? ';' : ''}&&`;
  const segment = `${header.join(';')};${cp}`;
  const crc = !quirky || rand() < 0.8 ? crcHex(segment) : pick(rand, [crcHex(segment).toLowerCase(), modbusSwappedCrcHex(segment), '0000', 'ZZZZ']);
  return frameOf(segment, crc);
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
