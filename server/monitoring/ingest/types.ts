/** Results of one packet, shared by the TCP receiver and the HTTP bulk endpoint. */

export type PacketStatus =
  /** Data committed (rows > 0). */
  | 'stored'
  /** Authenticated non-data packet (boot time, status, reply…): the logger's last-seen time was committed. */
  | 'accepted'
  /** One part of a split upload; stored when the other parts arrive (HTTP only reports this). */
  | 'pending'
  /** Unknown MN, wrong password or disabled point: nothing stored. */
  | 'refused'
  /** Not a usable packet (framing, CRC, fields, data time, no values): nothing stored. */
  | 'invalid'
  /** Could not be stored (database or capacity trouble, or its split upload never completed): retry later. */
  | 'failed';

export interface PacketOutcome {
  status: PacketStatus;
  /** Machine-readable reason for refused/invalid/failed (parse error code, auth failure, data rejection). */
  error?: string;
  mn?: string;
  qn?: string;
  cn?: string;
  /** Factor values written. */
  rows?: number;
  /** The HJ 212 reply to send back: a 9014 data ack (after commit) or a 9011 refusal. */
  reply?: string;
}

export interface IngestLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: IngestLogger = { debug() {}, info() {}, warn() {}, error() {} };
