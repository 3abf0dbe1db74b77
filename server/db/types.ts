import type { Db } from '../core/contracts';

/**
 * Value parsing shared by both drivers so a row looks the same whether it came from PGlite or PostgreSQL.
 * Dates and times stay strings: the product shows Beijing wall-clock time and JavaScript Date objects
 * would silently shift them into the server's zone.
 */

export const BEIJING_OFFSET_MINUTES = 8 * 60;

export const TypeOid = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' of an instant as seen in Beijing (no daylight saving since 1991). */
export function formatBeijing(instant: Date): string {
  const t = new Date(instant.getTime() + BEIJING_OFFSET_MINUTES * 60_000);
  return (
    `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** PostgreSQL text form of timestamptz ('2024-01-02 03:04:05.678+08', '+05:30', '+05:30:00') → Beijing text. */
export function parseTimestamptz(text: string): string {
  const m = /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/.exec(text);
  if (!m) return text; // infinity, BC dates: pass through rather than invent a value
  const sign = m[4].startsWith('-') ? -1 : 1;
  const offsetSeconds = sign * (Math.abs(Number(m[4])) * 3600 + Number(m[5] ?? 0) * 60 + Number(m[6] ?? 0));
  const utcMs = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ''}Z`) - offsetSeconds * 1000;
  return Number.isNaN(utcMs) ? text : formatBeijing(new Date(utcMs));
}

/** Drop fractional seconds: the API's datetime format has none. */
export const parseTimestamp = (text: string): string => text.slice(0, 19);

export const parseDate = (text: string): string => text;

/** int8 and numeric become numbers; values beyond 2^53 lose precision, which ids and amounts never reach. */
export const parseNumber = (text: string): number => Number(text);

export const valueParsers: Record<number, (text: string) => unknown> = {
  [TypeOid.int8]: parseNumber,
  [TypeOid.numeric]: parseNumber,
  [TypeOid.date]: parseDate,
  [TypeOid.timestamp]: parseTimestamp,
  [TypeOid.timestamptz]: parseTimestamptz,
};

/** Session time zone for both drivers: now()::date, casts and text timestamps mean Beijing time. */
export const SESSION_TIME_ZONE = 'Asia/Shanghai';

/** A Db that can also run multi-statement SQL scripts (migrations). */
export interface ScriptDb extends Db {
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** The Db plus what the server's own startup needs. */
export interface ServerDb extends ScriptDb {
  /** Runs fn on one dedicated connection (session-level state such as advisory locks stays on it). */
  withSession<T>(fn: (db: ScriptDb) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload committed by any session (PostgreSQL: any
   * process on the database; PGlite: this process). `onResync` is called after the listening connection
   * was lost and re-established, when notifications may have been missed; `onLost` as soon as the
   * listening connection is lost (from then on notifications are missed until `onResync`). Resolves to an
   * unlisten function.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
}

/** Channel names are SQL identifiers here (LISTEN takes no parameter). */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new RangeError(`invalid channel name: ${channel}`);
}

let cursorSeq = 0;
/** Cursor names are unique per process so concurrent streams on PGlite's single session never clash. */
export function nextCursorName(): string {
  cursorSeq = (cursorSeq + 1) % 1_000_000_000;
  return `stream_cursor_${process.pid}_${cursorSeq}`;
}

export function assertBatchSize(batchSize: number): void {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000) {
    throw new RangeError(`stream batchSize must be an integer 1..100000, got ${batchSize}`);
  }
}
