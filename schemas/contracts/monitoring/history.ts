/** The history answer's series, as the server sends it and every screen (monitoring, risk evidence) reads it. */

export interface Limits {
  alarmMin: number | null;
  alarmMax: number | null;
  warnMin: number | null;
  warnMax: number | null;
}

export interface HistoryPoint {
  /** Sample time, or bucket start when downsampled. */
  time: string;
  value: number | null;
  min: number | null;
  max: number | null;
  /** Rows behind this point (1 when raw). */
  count: number;
  flag?: string | null;
}

export interface HistorySeries extends Limits {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  /** Rows stored in the range. */
  total: number;
  downsampled: boolean;
  bucketSeconds: number | null;
  points: HistoryPoint[];
}
