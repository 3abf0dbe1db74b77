import { describe, expect, it } from 'vitest';
import { buildDataPacket, buildSegment, encodeFrame, parsePacket, type Packet } from '../../server/hj212/index';
import { builtinFactorCatalog } from '../../server/monitoring/factors/catalog';
import { mergeParts, packetData, restartTimeOf } from '../../server/monitoring/ingest/records';
import { sharedLines } from '../support/shared-data';

const catalog = builtinFactorCatalog();
const now = Date.parse('2025-06-01T12:00:00+08:00');
const samples = sharedLines('hj212_samples.txt');

function parse(frame: string): Packet {
  const r = parsePacket(frame);
  if (!r.ok) throw new Error(r.error.message);
  return r.packet;
}
const sample = (line: number) => parse(samples[line - 1]);

describe('packetData', () => {
  it('reads a real-time packet (2011): Rtd as value and the data flag', () => {
    const r = packetData(sample(2), { catalog, now });
    expect(r).toMatchObject({ ok: true, data: { level: 'realtime', dataTime: '2019-10-12 13:37:10', skipped: 0 } });
    if (!r?.ok) return;
    expect(r.data.records).toHaveLength(7);
    expect(r.data.records.find((x) => x.factorCode === 'a21002')).toEqual({ factorCode: 'a21002', value: 49.2, min: null, max: null, cou: null, zs: null, flag: 'N' });
  });

  it('reads an hourly packet (2061): Avg, Min, Max and Cou', () => {
    const r = packetData(sample(9), { catalog, now });
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(r.data.level).toBe('hour');
    expect(r.data.dataTime).toBe('2024-01-22 17:00:00');
    expect(r.data.records.find((x) => x.factorCode === 'a00000')).toMatchObject({ value: 5.331, min: 5.051, max: 5.617, cou: 19191.973 });
    expect(r.data.records.find((x) => x.factorCode === 'a01013')).toMatchObject({ value: -0.026, min: -0.041, max: 0.011 });
  });

  it('maps minute (2051) and daily (2031) data to their levels', () => {
    const base = { st: '32', pw: '123456', mn: 'MN1', dataTime: '2025-05-31 10:00:00', factors: { w01018: { Avg: 30, Min: 20, Max: 40, Flag: 'N' } } };
    const minute = packetData(parse(buildDataPacket({ ...base, cn: '2051' })), { catalog, now });
    const day = packetData(parse(buildDataPacket({ ...base, cn: '2031' })), { catalog, now });
    expect(minute).toMatchObject({ ok: true, data: { level: 'minute', records: [{ factorCode: 'w01018', value: 30, min: 20, max: 40 }] } });
    expect(day).toMatchObject({ ok: true, data: { level: 'day' } });
  });

  it('turns HJ/T 212-2005 codes into 2017 codes using the medium of the ST', () => {
    const r = packetData(sample(13), { catalog, now }); // ST=32 water: 001, B01, 011, 060, 101, 065
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(r.data.records.map((x) => x.factorCode).sort()).toEqual(['w00000', 'w01001', 'w01018', 'w21001', 'w21003', 'w21011']);
    expect(r.data.records.find((x) => x.factorCode === 'w01018')?.value).toBe(32.439);
    expect(r.data.records.find((x) => x.factorCode === 'w00000')?.flag).toBeNull(); // `B01-Rtd=0.000;` has no flag
  });

  it('keeps non-standard codes as sent', () => {
    const r = packetData(sample(4), { catalog, now });
    expect(r?.ok && r.data.records.map((x) => x.factorCode)).toEqual(['ele01', 'ele02']);
  });

  it('refuses data without DataTime, with a time too far ahead or before 2000, or without numbers', () => {
    const base = { cn: '2011' as const, st: '32', pw: '123456', mn: 'MN1', factors: { w01018: { Rtd: 30 } } };
    const ahead = parse(buildDataPacket({ ...base, dataTime: '2025-06-02 12:00:01' }));
    const fine = parse(buildDataPacket({ ...base, dataTime: '2025-06-02 11:59:59' }));
    const old = parse(buildDataPacket({ ...base, dataTime: '1999-12-31 23:59:59' }));
    const empty = parse(buildDataPacket({ ...base, dataTime: '2025-06-01 11:00:00', factors: { w01018: { Flag: 'N' } } }));
    const noTime = parse(encodeFrame(buildSegment({ qn: '20250601120000000', st: '32', cn: '2011', pw: '123456', mn: 'MN1', cp: 'w01018-Rtd=1' })));
    expect(packetData(ahead, { catalog, now })).toEqual({ ok: false, reason: 'TIME_OUT_OF_RANGE' });
    expect(packetData(fine, { catalog, now })?.ok).toBe(true);
    expect(packetData(old, { catalog, now })).toEqual({ ok: false, reason: 'TIME_OUT_OF_RANGE' });
    expect(packetData(empty, { catalog, now })).toEqual({ ok: false, reason: 'NO_VALUES' });
    expect(packetData(noTime, { catalog, now })).toEqual({ ok: false, reason: 'NO_DATA_TIME' });
  });

  it('is undefined for commands that carry no data (2081, 9021, 3020)', () => {
    expect(packetData(sample(18), { catalog, now })).toBeUndefined();
    expect(packetData(sample(14), { catalog, now })).toBeUndefined();
    expect(packetData(sample(12), { catalog, now })).toBeUndefined();
  });

  it('drops factor codes that cannot be stored and counts them', () => {
    const p = parse(buildDataPacket({ cn: '2011', st: '32', pw: '1', mn: 'M', dataTime: '2025-06-01 11:00:00', factors: { w01018: { Rtd: 1 }, ['x'.repeat(21)]: { Rtd: 2 }, 'a.b': { Rtd: 3 } } }));
    const r = packetData(p, { catalog, now });
    expect(r).toMatchObject({ ok: true, data: { skipped: 2, records: [{ factorCode: 'w01018' }] } });
  });
});

describe('restartTimeOf and mergeParts', () => {
  it('reads the boot time of a 2081 packet', () => {
    expect(restartTimeOf(sample(18))).toBe('2020-06-23 12:23:42');
  });

  it('merges the parts of a split upload into one set of factors', () => {
    const merged = mergeParts([sample(16), sample(17)]);
    const r = packetData(merged, { catalog, now });
    expect(r?.ok && r.data.records.map((x) => x.factorCode).sort()).toEqual(['w01001', 'w01003', 'w01006', 'w01010', 'w01014', 'w01019', 'w21003', 'w21011']);
    expect(r?.ok && r.data.dataTime).toBe('2019-12-25 15:52:00');
  });
});
