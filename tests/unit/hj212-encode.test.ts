import { describe, expect, it } from 'vitest';
import { sharedLines } from '../support/shared-data';
import { crcHex } from '../../server/hj212/crc';
import { buildDataPacket, buildDataPackets } from '../../server/hj212/data-packet';
import { buildSegment, encodeFrame, formatCp } from '../../server/hj212/encode';
import { parsePacket } from '../../server/hj212/parse';
import { buildDataAck, buildExecutionResult, buildRequestReply } from '../../server/hj212/replies';
import type { Packet, ParseResult } from '../../server/hj212/types';

const samples = sharedLines('hj212_samples.txt');

function ok(result: ParseResult): Packet {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.packet;
}
/** Plain-object copy of the parsed factors, for deep equality with literals. */
const plainFactors = (p: Packet) => JSON.parse(JSON.stringify(p.cpData.factors));
const line1 = ok(parsePacket(samples[0]));

describe('encodeFrame / buildSegment', () => {
  it('reproduces the standard Appendix A packet byte for byte', () => {
    const segment = buildSegment({
      qn: '20160801085857223', st: 32, cn: 1062, pw: '100000', mn: '010000A8900016F000169DC0', flag: 5,
      cp: formatCp({ fields: { RtdInterval: 30 } }),
    });
    expect(encodeFrame(segment)).toBe(`${samples[20]}\r\n`);
  });

  it('counts UTF-8 bytes, not characters, in the length field', () => {
    const segment = buildSegment({ st: 32, cn: 3020, pw: '1', mn: 'A', cp: formatCp({ factors: { i13001: { Info: '设备正常' } } }) });
    const packet = encodeFrame(segment);
    expect(Number(packet.slice(2, 6))).toBe(Buffer.byteLength(segment));
    expect(ok(parsePacket(packet)).cpData.factors.i13001.Info).toBe('设备正常');
  });

  it('refuses values that would corrupt the packet', () => {
    expect(() => formatCp({ fields: { Note: 'a;b' } })).toThrow(TypeError);
    expect(() => formatCp({ factors: { a21026: { Rtd: Number.NaN } } })).toThrow(TypeError);
    expect(() => formatCp({ factors: { 'a2=1': { Rtd: 1 } } })).toThrow(TypeError);
    expect(() => buildSegment({ st: 32, cn: 2011, pw: 'x;Flag=5', mn: 'A', cp: '' })).toThrow(TypeError);
    expect(() => buildSegment({ st: 32, cn: 2011, pw: '1', mn: 'A', cp: 'x&&y' })).toThrow(TypeError);
    expect(() => formatCp({ dataTime: '2024-02-30 00:00:00' })).toThrow(RangeError);
    expect(() => encodeFrame('x'.repeat(10_000))).toThrow(RangeError);
  });
});

describe('buildDataPacket', () => {
  it('round-trips real-time data with per-factor flags through the parser', () => {
    const packet = buildDataPacket({
      cn: '2011', st: 32, pw: '123456', mn: 'SIM0001', qn: '20240601120000123', needsAck: true,
      dataTime: new Date('2024-06-01T04:00:00Z'),
      factors: { w01018: { Rtd: 23.5, Flag: 'N' }, w21003: { Rtd: -0.25, Flag: 'D' }, w00000: { Rtd: 3.41, Flag: 'N' } },
    });
    const p = ok(parsePacket(packet));
    expect(p).toMatchObject({ qn: '20240601120000123', st: '32', cn: '2011', pw: '123456', mn: 'SIM0001', flag: 5 });
    expect(p.decoded).toEqual({ version: '2017', needsAck: true, hasSplit: false });
    // The Date is written in China time (UTC+8).
    expect(p.cpData.dataTime).toBe('2024-06-01 12:00:00');
    expect(plainFactors(p)).toEqual({ w01018: { Rtd: 23.5, Flag: 'N' }, w21003: { Rtd: -0.25, Flag: 'D' }, w00000: { Rtd: 3.41, Flag: 'N' } });
    expect(packet.endsWith(`${crcHex(packet.slice(6, -6))}\r\n`)).toBe(true);
  });

  it('builds a daily 2031 packet from line 1 with a recomputed CRC', () => {
    const daily = buildDataPacket({
      cn: '2031', st: line1.st, pw: line1.pw!, mn: line1.mn, qn: line1.qn, needsAck: true,
      dataTime: '2019-09-24 00:00:00',
      factors: line1.cpData.factors,
    });
    const p = ok(parsePacket(daily));
    expect(p.cn).toBe('2031');
    expect(p.cpData.dataTime).toBe('2019-09-24 00:00:00');
    expect(plainFactors(p)).toEqual(plainFactors(line1));
    expect(p.crc.declared).not.toBe(line1.crc.declared);
    expect(p.crc.declared).toBe(crcHex(daily.slice(6, -6)));
  });

  it('splits into PNUM/PNO packets under the size limit and reassembles to the same data', () => {
    const factors: Record<string, Record<string, number | string>> = {};
    for (let i = 0; i < 20; i++) factors[`a99${String(i).padStart(3, '0')}`] = { Min: i, Avg: i + 0.5, Max: i + 1, Cou: i * 10, Flag: 'N' };
    const input = { cn: '2061' as const, st: 31, pw: '123456', mn: 'SIM0002', qn: '20240601120000123', dataTime: '2024-06-01 11:00:00', factors };
    const packets = buildDataPackets(input, { maxDataLength: 400 });
    expect(packets.length).toBeGreaterThan(2);
    const parsed = packets.map((f) => ok(parsePacket(f)));
    parsed.forEach((p, i) => {
      expect(p.dataLength).toBeLessThanOrEqual(400);
      expect(p).toMatchObject({ qn: input.qn, flag: 6, pnum: packets.length, pno: i + 1 });
      expect(p.decoded.hasSplit).toBe(true);
      expect(p.cpData.dataTime).toBe('2024-06-01 11:00:00');
    });
    const merged = Object.assign({}, ...parsed.map(plainFactors));
    expect(merged).toEqual(factors);
    expect(parsed.flatMap((p) => Object.keys(p.cpData.factors))).toEqual(Object.keys(factors));

    const few = Object.fromEntries(Object.entries(factors).slice(0, 3));
    const single = buildDataPackets({ ...input, factors: few });
    expect(single).toHaveLength(1);
    expect(ok(parsePacket(single[0])).pnum).toBeUndefined();
    expect(() => buildDataPackets(input, { maxDataLength: 120 })).toThrow(RangeError);
  });
});

describe('replies', () => {
  it('acknowledges data with 9014: request QN in the header, ST=91, Flag=4, empty CP', () => {
    const ack = buildDataAck(line1);
    const segment = `QN=${line1.qn};ST=91;CN=9014;PW=${line1.pw};MN=${line1.mn};Flag=4;CP=&&&&`;
    expect(ack).toBe(`##${String(segment.length).padStart(4, '0')}${segment}${crcHex(segment)}\r\n`);
    const p = ok(parsePacket(ack));
    expect(p.decoded).toEqual({ version: '2017', needsAck: false, hasSplit: false });
  });

  it('keeps the request version bits in the reply Flag', () => {
    const flag8 = ok(parsePacket(samples[2]));
    expect(ok(parsePacket(buildDataAck(flag8))).flag).toBe(8);
    const noFlag = ok(parsePacket(samples[3]));
    const ack = ok(parsePacket(buildDataAck(noFlag, { pw: '654321' })));
    expect(ack).toMatchObject({ flag: 4, pw: '654321' });
    expect(ack.qn).toBeUndefined();
  });

  it('builds 9011 request replies and 9012 execution results', () => {
    const command = ok(parsePacket(samples[20]));
    const reply = ok(parsePacket(buildRequestReply(command)));
    expect(reply).toMatchObject({ st: '91', cn: '9011', qn: command.qn, mn: command.mn, pw: command.pw });
    expect(reply.cpData.fields.QnRtn).toBe('1');
    expect(ok(parsePacket(buildRequestReply(command, 3))).cpData.fields.QnRtn).toBe('3');
    const result = ok(parsePacket(buildExecutionResult(command, 100)));
    expect(result).toMatchObject({ st: '91', cn: '9012', qn: command.qn });
    expect(result.cpData.fields.ExeRtn).toBe('100');
  });
});
