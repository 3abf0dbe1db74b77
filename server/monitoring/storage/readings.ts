/**
 * Readings of one or more points written the way the receiver writes them (values, latest values,
 * logger state), for code that is not a TCP logger: importers, and simulated plants of plugins that feed
 * their own points. Same SQL as the receiver's group commit, in one transaction per call.
 */
import type { Db } from '../../core/contracts';
import { LEVEL_CODE, type DataLevel } from '../../../schemas/contracts/monitoring/levels';
import { PartitionManager } from './partitions';
import { writeJobs } from './value-writer';

export interface Reading {
  factorCode: string;
  level: DataLevel;
  /** China wall-clock `YYYY-MM-DD HH:mm:ss` (the start of the period for minute/hour/day values). */
  dataTime: string;
  /** Rtd for real-time readings, Avg for the other levels. */
  value: number | null;
  min?: number | null;
  max?: number | null;
  /** Cumulative amount over the period (e.g. m³ of a flow). */
  cou?: number | null;
  /** HJ 212 data flag; default 'N'. */
  flag?: string | null;
}

export interface PointReadingsBatch {
  pointId: number;
  readings: Reading[];
  /** When the point's logger was last heard (epoch ms): sets its online state. Omit for imported history. */
  seenAt?: number;
}

/** Stores the readings; returns the number of rows written (repeated keys keep the last copy). */
export async function storeReadings(db: Pick<Db, 'query' | 'transaction'>, batches: PointReadingsBatch[]): Promise<number> {
  const jobs = batches.map((b) => ({
    pointId: b.pointId,
    seenAt: b.seenAt,
    rows: b.readings.map((r) => ({
      factorCode: r.factorCode,
      level: LEVEL_CODE[r.level],
      dataTime: r.dataTime,
      value: r.value,
      min: r.min ?? null,
      max: r.max ?? null,
      cou: r.cou ?? null,
      zs: null,
      flag: r.flag === undefined ? 'N' : r.flag,
    })),
  }));
  const info = await writeJobs(db, new PartitionManager(db), jobs);
  return info.rows;
}
