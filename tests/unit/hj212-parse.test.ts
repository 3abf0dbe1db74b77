import { describe, expect, it } from 'vitest';
import { sharedLines } from '../support/shared-data';
import { crcHex } from '../../server/hj212/crc';
import { encodeFrame } from '../../server/hj212/encode';
import { parsePacket } from '../../server/hj212/parse';
import type { Packet, ParseResult } from '../../server/hj212/types';

const samples = sharedLines('hj212_samples.txt');
const invalid = sharedLines('hj212_samples_invalid.txt').map((l) => {
  const tab = l.indexOf('\t');
  return { reason: l.slice(0, tab), packet: l.slice(tab + 1) };
});

function ok(result: ParseResult): Packet {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.packet;
}
const errorCode = (result: ParseResult) => (result.ok ? 'OK' : result.error.code);
const warningCodes = (p: Packet) => p.warnings.map((w) => w.code);
/** A frame around `segment` with its real CRC. */
const frame = (segment: string) => encodeFrame(segment);
const HEAD = 'QN=20240101000000000;ST=32;CN=2011;PW=123456;MN=TEST0001;Flag=4;';

describe('parsePacket on the real samples', () => {
  it('accepts all 24 in strict mode with the declared length', () => {
    expect(samples).toHaveLength(24);
    for (const line of samples) {
      const packet = ok(parsePacket(line));
      expect(packet.dataLength).toBe(Number(line.slice(2, 6)));
      expect(packet.crc.variant).toBe('hj212');
    }
  });

  it('decodes line 1 (hourly air data asking for an ack)', () => {
    const p = ok(parsePacket(samples[0]));
    expect(p).toMatchObject({
      qn: '20190925181031464',
      st: '22',
      cn: '2061',
      pw: 'BF470F88957588DE902D1A52',
      mn: 'Z13401000010301',
      flag: 5,
      decoded: { version: '2017', needsAck: true, hasSplit: false },
    });
    expect(p.cpData.dataTime).toBe('2019-09-24 22:00:00');
    expect(Object.keys(p.cpData.factors)).toEqual(['a34006', 'a34007', 'a34048', 'a34047', 'a34049']);
    expect({ ...p.cpData.factors.a34049 }).toEqual({ Avg: 10.663, Flag: 'N' });
    expect(p.cp.startsWith('DataTime=20190924220000;a34006-Avg=2.69700')).toBe(true);
    expect(p.warnings).toEqual([]);
  });

  it('reads version bits beyond 2017 as a number (line 3, Flag=8)', () => {
    const p = ok(parsePacket(samples[2]));
    expect(p.decoded).toEqual({ version: 2, needsAck: false, hasSplit: false });
    expect(p.cpData.factors.w21003.Rtd).toBe(0.09055002);
  });

  it('accepts no QN/Flag, a 17-digit DataTime, lower-case CRC and non-standard codes (line 4)', () => {
    const p = ok(parsePacket(samples[3]));
    expect(p.qn).toBeUndefined();
    expect(p.flag).toBeUndefined();
    expect(p.decoded).toEqual({ version: undefined, needsAck: false, hasSplit: false });
    expect(p.crc.declared).toBe('8c41');
    expect(p.cpData.dataTime).toBe('2021-03-05 00:38:17');
    expect(p.cpData.fields.DataTime).toBe('20210305003817000');
    expect({ ...p.cpData.factors.ele01 }).toEqual({ Rtd: 1 });
  });

  it('keeps what it can of the malformed `a34001-Rtd=92;Flag=N` (line 8) and warns', () => {
    const p = ok(parsePacket(samples[7]));
    expect({ ...p.cpData.factors.a34001 }).toEqual({ Rtd: 92 });
    expect(p.cpData.fields.Flag).toBe('N');
    expect(warningCodes(p)).toEqual(['ORPHAN_SUFFIX']);
  });

  it('decodes negative numbers and Cou/Min/Avg/Max (line 9)', () => {
    const p = ok(parsePacket(samples[8]));
    expect({ ...p.cpData.factors.a01013 }).toEqual({ Min: -0.041, Avg: -0.026, Max: 0.011, Flag: 'N' });
    expect(p.cpData.factors.a00000.Cou).toBe(19191.973);
  });

  it('formats SampleTime (line 11) and keeps 2005 codes as sent (line 13)', () => {
    expect(ok(parsePacket(samples[10])).cpData.factors.w01018).toMatchObject({ SampleTime: '2024-01-23 11:03:06', Rtd: 4653.8 });
    const p13 = ok(parsePacket(samples[12]));
    expect({ ...p13.cpData.factors.B01 }).toEqual({ Rtd: 0 });
    expect(p13.cpData.factors['011']).toMatchObject({ Rtd: 32.439, Flag: 'N' });
  });

  it('accepts an empty CP (line 14) and reads plain CP fields (lines 21, 22)', () => {
    const p14 = ok(parsePacket(samples[13]));
    expect(p14.cn).toBe('9021');
    expect(p14.cp).toBe('');
    expect(p14.cpData.items).toEqual([]);
    expect(ok(parsePacket(samples[20])).cpData.fields.RtdInterval).toBe('30');
    expect(ok(parsePacket(samples[21])).cpData.fields.QnRtn).toBe('1');
  });

  it('reads the split pair with PNO before PNUM (lines 16–17)', () => {
    const [first, second] = [ok(parsePacket(samples[15])), ok(parsePacket(samples[16]))];
    expect([first.pnum, first.pno, second.pnum, second.pno]).toEqual([2, 1, 2, 2]);
    expect(first.decoded.hasSplit && second.decoded.hasSplit).toBe(true);
    expect(first.cpData.dataTime).toBe(second.cpData.dataTime);
    const merged = { ...first.cpData.factors, ...second.cpData.factors };
    expect(Object.keys(merged)).toHaveLength(8);
    expect(merged.w01003.Rtd).toBe(48.624);
    expect(first.warnings).toEqual([]);
  });

  it('parses bytes and a trailing CRLF the same way as the bare string', () => {
    for (const line of samples) {
      const plain = ok(parsePacket(line));
      expect(ok(parsePacket(Buffer.from(`${line}\r\n`)))).toEqual(plain);
    }
  });
});

describe('parsePacket on the negative samples', () => {
  it('rejects each of the 8 with the reason given in the file', () => {
    expect(invalid).toHaveLength(8);
    for (const { reason, packet } of invalid) {
      const expected = reason.startsWith('length_mismatch') ? 'BAD_LENGTH' : 'BAD_CRC';
      expect(errorCode(parsePacket(packet)), reason).toBe(expected);
    }
  });

  it('accepts exactly the Modbus-variant ones in lenient mode and says so', () => {
    for (const { reason, packet } of invalid) {
      const result = parsePacket(packet, { lenientCrc: true });
      if (reason.includes('MODBUS')) {
        const p = ok(result);
        expect(p.crc).toEqual({ declared: packet.slice(-4), variant: 'modbus-swapped' });
        expect(warningCodes(p)).toContain('CRC_MODBUS_VARIANT');
      } else {
        expect(errorCode(result), reason).not.toBe('OK');
      }
    }
  });

  it('flags data segments above the standard 1024 bytes without rejecting them', () => {
    const big = invalid.find((c) => c.packet.startsWith('##1623'))!;
    expect(warningCodes(ok(parsePacket(big.packet, { lenientCrc: true })))).toContain('OVERSIZE_SEGMENT');
  });
});

describe('parsePacket quirks and errors', () => {
  it('uses the last of duplicate keys and warns, keeping both raw items', () => {
    const p = ok(parsePacket(frame(`${HEAD}CP=&&DataTime=20240101000000;w00000-Avg=1.5,w00000-Avg=2.5,w00000-Flag=N&&`)));
    expect(p.cpData.factors.w00000.Avg).toBe(2.5);
    expect(p.cpData.items.filter((i) => i.key === 'w00000-Avg').map((i) => i.value)).toEqual(['1.5', '2.5']);
    expect(warningCodes(p)).toEqual(['DUPLICATE_KEY']);

    const header = ok(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;MN=B;CP=&&&&')));
    expect(header.mn).toBe('B');
    expect(warningCodes(header)).toEqual(['DUPLICATE_KEY']);
  });

  it('accepts a CRC of 0000 only when it is the real CRC', () => {
    let segment = '';
    for (let n = 0; ; n++) {
      segment = `QN=${String(n).padStart(17, '0')};ST=32;CN=2011;PW=123456;MN=TEST0001;CP=&&&&`;
      if (crcHex(segment) === '0000') break;
    }
    const good = frame(segment);
    expect(good.slice(-6)).toBe('0000\r\n');
    expect(ok(parsePacket(good)).crc.declared).toBe('0000');

    const other = `${HEAD}CP=&&&&`;
    const forged = `##${String(other.length).padStart(4, '0')}${other}0000`;
    expect(errorCode(parsePacket(forged))).toBe('BAD_CRC');
    expect(errorCode(parsePacket(forged, { lenientCrc: true }))).toBe('BAD_CRC');
  });

  it('accepts a lower-cased trailer of a correct CRC', () => {
    const f = frame(`${HEAD}CP=&&DataTime=20240101000000;a21026-Rtd=1&&`);
    const lower = f.slice(0, -6) + f.slice(-6).toLowerCase();
    expect(ok(parsePacket(lower)).cpData.factors.a21026.Rtd).toBe(1);
  });

  it('rejects frames that are not ## + 4 digits + segment + 4 hex digits', () => {
    const good = frame(`${HEAD}CP=&&&&`);
    expect(errorCode(parsePacket(good.slice(1)))).toBe('BAD_FRAME');
    expect(errorCode(parsePacket(`##00x1${good.slice(6)}`))).toBe('BAD_FRAME');
    expect(errorCode(parsePacket(good.replace(/.{4}\r\n$/, 'ZZZZ\r\n')))).toBe('BAD_FRAME');
    expect(errorCode(parsePacket(''))).toBe('BAD_FRAME');
    expect(errorCode(parsePacket(null as unknown as string))).toBe('BAD_FRAME');
    expect(errorCode(parsePacket(good.slice(0, -3)))).toBe('BAD_LENGTH');
  });

  it('requires ST, CN, MN and CP, and PW except on 9xxx replies', () => {
    expect(errorCode(parsePacket(frame('CN=2011;PW=1;MN=A;CP=&&&&')))).toBe('MISSING_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;PW=1;MN=A;CP=&&&&')))).toBe('MISSING_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=;CP=&&&&')))).toBe('MISSING_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A')))).toBe('MISSING_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;MN=A;CP=&&&&')))).toBe('MISSING_FIELD');
    const reply = ok(parsePacket(frame('QN=20240101000000000;ST=91;CN=9014;MN=A;Flag=4;CP=&&&&')));
    expect(reply.pw).toBeUndefined();
  });

  it('rejects a malformed header or CP wrapper', () => {
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;CP=DataTime=1')))).toBe('BAD_SEGMENT');
    expect(errorCode(parsePacket(frame('ST=32;CN2011;PW=1;MN=A;CP=&&&&')))).toBe('BAD_SEGMENT');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;CP=&&&')))).toBe('BAD_SEGMENT');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;Flag=300;CP=&&&&')))).toBe('BAD_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=20x1;PW=1;MN=A;CP=&&&&')))).toBe('BAD_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A\tB;CP=&&&&')))).toBe('BAD_FIELD');
    expect(errorCode(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;PNUM=x;CP=&&&&')))).toBe('BAD_FIELD');
  });

  it('drops unusable values with warnings and keeps the rest', () => {
    const p = ok(parsePacket(frame(`${HEAD}CP=&&DataTime=20241332000000;a21026-Rtd=--,a21026-Flag=D;odd;=5;-Rtd=1;SB1-RS=1,SB1-RT=23.5;a1-ValidNum=10,a1-Note=ok&&`)));
    expect(p.cpData.dataTime).toBeUndefined();
    expect({ ...p.cpData.factors.a21026 }).toEqual({ Flag: 'D' });
    expect({ ...p.cpData.devices.SB1 }).toEqual({ RS: 1, RT: 23.5 });
    expect({ ...p.cpData.factors.a1 }).toEqual({ ValidNum: 10, Note: 'ok' });
    expect(warningCodes(p).sort()).toEqual(['BAD_TIME', 'BAD_VALUE', 'MALFORMED_ITEM', 'MALFORMED_ITEM', 'MALFORMED_ITEM']);
  });

  it('keeps network-chosen keys such as __proto__ off Object.prototype', () => {
    const p = ok(parsePacket(frame(`${HEAD}CP=&&__proto__-Rtd=1;constructor-Avg=2;__proto__=x&&`)));
    expect(p.cpData.factors['__proto__'].Rtd).toBe(1);
    expect(p.cpData.factors['constructor'].Avg).toBe(2);
    expect(p.cpData.fields['__proto__']).toBe('x');
    expect(({} as Record<string, unknown>).Rtd).toBeUndefined();

    const header = ok(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;constructor=1;__proto__=2;toString=3;CP=&&&&')));
    expect({ ...header.extraHeader }).toEqual({ constructor: '1', ['__proto__']: '2', toString: '3' });
    expect(warningCodes(header)).toEqual(['UNKNOWN_HEADER_FIELD', 'UNKNOWN_HEADER_FIELD', 'UNKNOWN_HEADER_FIELD']);
  });

  it('decodes invalid UTF-8 lossily with a warning', () => {
    const head = Buffer.from(`${HEAD}CP=&&i13001-Info=`);
    const segment = Buffer.concat([head, Buffer.from([0xc9, 0xe8, 0xb1, 0xb8]), Buffer.from('&&')]); // GBK 设备
    const bytes = Buffer.concat([Buffer.from(`##${String(segment.length).padStart(4, '0')}`), segment, Buffer.from(`${crcHex(segment)}\r\n`)]);
    const p = ok(parsePacket(bytes));
    expect(warningCodes(p)).toEqual(['INVALID_UTF8']);
    expect(p.cpData.factors.i13001.Info).toContain('\uFFFD');
  });

  it('warns about split packets with inconsistent numbering', () => {
    const p = ok(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;Flag=6;PNUM=2;PNO=3;CP=&&&&')));
    expect(p.decoded.hasSplit).toBe(true);
    expect(warningCodes(p)).toEqual(['SPLIT_MISMATCH']);
    expect(warningCodes(ok(parsePacket(frame('ST=32;CN=2011;PW=1;MN=A;Flag=6;CP=&&&&'))))).toEqual(['SPLIT_MISMATCH']);
  });
});
