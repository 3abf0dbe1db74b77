/**
 * Monitoring time display (spec §4): the precision follows the row's frequency (data level) — 0
 * (real-time) the full date-time, 3 (daily) the date only, every other level to the hour.
 * Input is the API's `YYYY-MM-DD HH:mm:ss` China wall-clock text; anything else is returned unchanged
 * so a malformed value is still visible rather than silently blank.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

export function formatMonitoringTime(time: string | null | undefined, frequency: number | null | undefined): string {
  if (!time) return '';
  const m = DATE_TIME.exec(time);
  if (!m) return time;
  const [, date, hh, mm, ss] = m;
  if (frequency === 0) return `${date} ${hh}:${mm}:${ss}`;
  if (frequency === 3) return date;
  return `${date} ${hh}:00`;
}
