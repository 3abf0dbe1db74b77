/**
 * The packet `Flag` (0–255, bits `V5..V0 D A`): A = the sender wants an acknowledgement, D = the
 * packet carries PNUM/PNO, V = protocol version (0 = HJ/T 212-2005, 1 = HJ 212-2017; later revisions
 * continue the count, so unknown values are reported as the raw number).
 */

export type ProtocolVersion = '2005' | '2017' | number;

export interface DecodedFlag {
  /** undefined when the packet has no Flag: 2005 devices and many 2017-era ones omit it. */
  version: ProtocolVersion | undefined;
  needsAck: boolean;
  hasSplit: boolean;
}

const ACK_BIT = 0b01;
const SPLIT_BIT = 0b10;

export function decodeFlag(flag: number | undefined): DecodedFlag {
  if (flag === undefined) return { version: undefined, needsAck: false, hasSplit: false };
  const bits = flag >> 2;
  const version: ProtocolVersion = bits === 0 ? '2005' : bits === 1 ? '2017' : bits;
  return { version, needsAck: (flag & ACK_BIT) !== 0, hasSplit: (flag & SPLIT_BIT) !== 0 };
}

export function encodeFlag(opts: { version?: ProtocolVersion; needsAck?: boolean; hasSplit?: boolean }): number {
  const version = opts.version ?? '2017';
  const bits = version === '2005' ? 0 : version === '2017' ? 1 : version;
  if (!Number.isInteger(bits) || bits < 0 || bits > 0x3f) throw new RangeError(`Bad protocol version ${version}`);
  return (bits << 2) | (opts.hasSplit ? SPLIT_BIT : 0) | (opts.needsAck ? ACK_BIT : 0);
}

/** The version bits of `flag` with A and D cleared: the Flag a reply to that packet carries. */
export function replyFlag(requestFlag: number | undefined): number {
  return requestFlag === undefined ? encodeFlag({}) : requestFlag & ~(ACK_BIT | SPLIT_BIT);
}
