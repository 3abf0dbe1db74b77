/**
 * HJ 212 CRC16 (HJ 212-2017 Appendix A) and the CRC-16/MODBUS variant some vendors send instead.
 *
 * HJ 212 shifts the register right by 8 *before* XOR-ing the byte in (`reg = (reg >> 8) ^ b`), so it is
 * not Modbus (`reg ^= b`). Both reduce to a lookup on one byte of the same reflected-0xA001 table:
 * HJ 212 indexes it with `(reg >> 8) ^ b` and keeps nothing else, Modbus with `(reg ^ b) & 0xFF` and
 * keeps `reg >> 8`.
 */

const TABLE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let reg = i;
    for (let bit = 0; bit < 8; bit++) reg = reg & 1 ? (reg >>> 1) ^ 0xa001 : reg >>> 1;
    table[i] = reg;
  }
  return table;
})();

const utf8 = (data: Uint8Array | string): Uint8Array =>
  typeof data === 'string' ? new TextEncoder().encode(data) : data;

const toHex4 = (value: number): string => value.toString(16).toUpperCase().padStart(4, '0');

/** HJ 212 CRC16 of the data segment (strings are taken as UTF-8). */
export function crc16Hj212(data: Uint8Array | string): number {
  const bytes = utf8(data);
  let reg = 0xffff;
  for (let i = 0; i < bytes.length; i++) reg = TABLE[(reg >>> 8) ^ bytes[i]];
  return reg;
}

/** CRC-16/MODBUS (init 0xFFFF, reflected poly 0xA001), as a number in the conventional byte order. */
export function crc16Modbus(data: Uint8Array | string): number {
  const bytes = utf8(data);
  let reg = 0xffff;
  for (let i = 0; i < bytes.length; i++) reg = (reg >>> 8) ^ TABLE[(reg ^ bytes[i]) & 0xff];
  return reg;
}

/** The 4 upper-case hex digits a conforming device puts after the data segment. */
export function crcHex(data: Uint8Array | string): string {
  return toHex4(crc16Hj212(data));
}

/** crcHex of text known to be ASCII (char codes are its UTF-8 bytes), without encoding it first. */
export function asciiCrcHex(text: string): string {
  let reg = 0xffff;
  for (let i = 0; i < text.length; i++) reg = TABLE[(reg >>> 8) ^ text.charCodeAt(i)];
  return toHex4(reg);
}

/**
 * The trailer the Modbus-CRC vendors send: the Modbus CRC printed low byte first (the order Modbus
 * RTU transmits it), e.g. Modbus 0xECA6 appears as `A6EC`. Only meant for the parser's lenient mode.
 */
export function modbusSwappedCrcHex(data: Uint8Array | string): string {
  const crc = crc16Modbus(data);
  return toHex4(((crc & 0xff) << 8) | (crc >>> 8));
}
