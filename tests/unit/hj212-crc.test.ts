import { describe, expect, it } from 'vitest';
import { sharedLines } from '../support/shared-data';
import { crc16Hj212, crc16Modbus, crcHex, modbusSwappedCrcHex } from '../../server/hj212/crc';


/** `##dddd<segment><crc>` → [segment, crc]. */
const splitTrailer = (packet: string): [string, string] => [packet.slice(6, -4), packet.slice(-4)];

describe('HJ 212 CRC16', () => {
  it('matches the published check values', () => {
    expect(crcHex('')).toBe('FFFF');
    expect(crcHex('A')).toBe('7080');
    expect(crcHex('123456789')).toBe('2F80');
  });

  it('differs from CRC-16/MODBUS, which gives 4B37 for 123456789', () => {
    expect(crc16Modbus('123456789')).toBe(0x4b37);
    expect(modbusSwappedCrcHex('123456789')).toBe('374B');
  });

  it('reproduces the register trace and result of the standard Appendix A example', () => {
    expect(crc16Hj212('Q')).toBe(0xbc81);
    expect(crc16Hj212('QN')).toBe(0x8581);
    expect(crc16Hj212('QN=')).toBe(0x7200);
    const segment =
      'QN=20160801085857223;ST=32;CN=1062;PW=100000;MN=010000A8900016F000169DC0;Flag=5;CP=&&RtdInterval=30&&';
    expect(crcHex(segment)).toBe('1C80');
  });

  it('validates the trailer of every real sample packet', () => {
    const samples = sharedLines('hj212_samples.txt');
    expect(samples).toHaveLength(24);
    for (const packet of samples) {
      const [segment, trailer] = splitTrailer(packet);
      expect(crcHex(segment), packet.slice(0, 40)).toBe(trailer.toUpperCase());
    }
  });

  it('identifies the vendor trailers as byte-swapped Modbus CRCs', () => {
    const modbus = sharedLines('hj212_samples_invalid.txt').filter((l) => l.includes('MODBUS'));
    expect(modbus).toHaveLength(3);
    for (const line of modbus) {
      const [segment, trailer] = splitTrailer(line.split('\t')[1]);
      expect(modbusSwappedCrcHex(segment)).toBe(trailer);
      expect(crcHex(segment)).not.toBe(trailer);
    }
  });

  it('treats strings as UTF-8, like the bytes on the wire', () => {
    const text = 'i13001-Info=设备正常';
    expect(crcHex(text)).toBe(crcHex(Buffer.from(text, 'utf8')));
    expect(crcHex(text)).not.toBe(crcHex(Buffer.from(text, 'latin1')));
  });
});
