import type { DecodedFlag } from './flags';

/** Why a frame was rejected. Stable: callers log and count by these. */
export type ParseErrorCode =
  /** Not `##` + 4 digits + segment + 4 hex digits (+ optional CRLF), or not a string/bytes at all. */
  | 'BAD_FRAME'
  /** The declared data-segment length differs from the actual byte count. */
  | 'BAD_LENGTH'
  /** The trailer is not the CRC of the data segment (nor, in lenient mode, the Modbus variant). */
  | 'BAD_CRC'
  /** The data segment is not `KEY=value;…;CP=&&…&&`. */
  | 'BAD_SEGMENT'
  /** ST, CN, MN, PW (PW only outside 9xxx replies) or CP is absent or empty. */
  | 'MISSING_FIELD'
  /** A header field has an impossible value (non-numeric CN/ST/Flag/PNUM/PNO, control characters). */
  | 'BAD_FIELD';

export interface ParseError {
  code: ParseErrorCode;
  message: string;
}

/** Something tolerated but worth logging; the packet is still usable. */
export type ParseWarningCode =
  | 'CRC_MODBUS_VARIANT'
  | 'INVALID_UTF8'
  | 'OVERSIZE_SEGMENT'
  | 'DUPLICATE_KEY'
  | 'UNKNOWN_HEADER_FIELD'
  | 'EMPTY_HEADER_ITEM'
  | 'BAD_QN'
  | 'SPLIT_MISMATCH'
  | 'MALFORMED_ITEM'
  | 'ORPHAN_SUFFIX'
  | 'BAD_VALUE'
  | 'BAD_TIME';

export interface ParseWarning {
  code: ParseWarningCode;
  message: string;
}

/**
 * Values of one factor (`code-Suffix=value`). Known numeric suffixes hold numbers; a non-numeric value
 * for them is dropped with a BAD_VALUE warning (the raw text stays in `CpData.items`). Unknown suffixes
 * (`ValidNum`, vendor extras) hold a number when the text is a plain decimal, else the text.
 */
export interface FactorValues {
  Rtd?: number;
  Min?: number;
  Avg?: number;
  Max?: number;
  Cou?: number;
  ZsRtd?: number;
  ZsMin?: number;
  ZsAvg?: number;
  ZsMax?: number;
  Data?: number;
  DayData?: number;
  NightData?: number;
  /** Data flag, table 8: N F M S D C T B. */
  Flag?: string;
  EFlag?: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  SampleTime?: string;
  Info?: string;
  SN?: string;
  [suffix: string]: number | string | undefined;
}

/** `SBxxx-RS` (run state 0–5) and `SBxxx-RT` (run hours of the day). */
export interface DeviceValues {
  RS?: number;
  RT?: number;
}

export interface CpItem {
  key: string;
  value: string;
}

export interface CpData {
  /** DataTime as `YYYY-MM-DD HH:mm:ss` (from 14 or 17 digits); absent when missing or invalid. */
  dataTime?: string;
  /** Keys without a factor code (`DataTime`, `RestartTime`, `QnRtn`, …), raw text, last value wins. */
  fields: Record<string, string>;
  factors: Record<string, FactorValues>;
  devices: Record<string, DeviceValues>;
  /** Every `key=value` in order of appearance, raw, including duplicates: the lossless view. */
  items: CpItem[];
}

export interface CrcCheck {
  /** The trailer as sent (case preserved). */
  declared: string;
  /** Which algorithm the trailer matched: the standard one, or the Modbus low-byte-first variant. */
  variant: 'hj212' | 'modbus-swapped';
}

export interface Packet {
  qn?: string;
  st: string;
  cn: string;
  pw?: string;
  mn: string;
  flag?: number;
  decoded: DecodedFlag;
  pnum?: number;
  pno?: number;
  /** Header keys outside QN/ST/CN/PW/MN/Flag/PNUM/PNO, kept raw. */
  extraHeader: Record<string, string>;
  /** The CP data area between the `&&` markers, raw. */
  cp: string;
  cpData: CpData;
  /** Byte length of the data segment. */
  dataLength: number;
  crc: CrcCheck;
  warnings: ParseWarning[];
}

export type ParseResult = { ok: true; packet: Packet } | { ok: false; error: ParseError };
