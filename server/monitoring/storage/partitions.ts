/**
 * Monthly range partitions of monitor_value, created on demand. Month boundaries are China midnight
 * (data times are China wall-clock). Creation is serialised across processes by a transaction-level
 * advisory lock and checked again under it, so concurrent writers neither fail nor create twice; a
 * per-process set of known months keeps the common path free of catalog queries.
 */
import type { Db } from '../../core/contracts';

/** Arbitrary but fixed: every process of this product contends for the same lock. */
const PARTITION_LOCK_KEY = 7_302_114_213;
const MONTH = /^(\d{4})-(\d{2})$/;

/** `YYYY-MM` of a China wall-clock time `YYYY-MM-DD HH:mm:ss`. */
export const monthOf = (chinaTime: string): string => chinaTime.slice(0, 7);

export function nextMonth(month: string): string {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
}

export const partitionName = (month: string): string => `monitor_value_p${month.replace('-', '')}`;

/** The month of an epoch time as seen in China. */
export function chinaMonth(epochMs: number): string {
  const t = new Date(epochMs + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

export class PartitionManager {
  private readonly known = new Set<string>();
  private loaded = false;

  constructor(private readonly db: Pick<Db, 'query' | 'transaction'>) {}

  /** Makes sure every month has its partition. */
  async ensure(months: Iterable<string>): Promise<void> {
    const wanted = [...new Set(months)].filter((m) => !this.known.has(m));
    if (wanted.length === 0) return;
    if (!this.loaded) {
      await this.loadExisting();
      return this.ensure(wanted);
    }
    for (const month of wanted.sort()) {
      if (!MONTH.test(month)) throw new RangeError(`not a month: ${month}`);
      await this.create(month);
      this.known.add(month);
    }
  }

  /** Forget the cache (after a write failed in a way a missing partition could explain). */
  reset(): void {
    this.known.clear();
    this.loaded = false;
  }

  private async loadExisting(): Promise<void> {
    const { rows } = await this.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'monitor_value'::regclass`,
    );
    for (const { name } of rows) {
      const m = /^monitor_value_p(\d{4})(\d{2})$/.exec(name);
      if (m) this.known.add(`${m[1]}-${m[2]}`);
    }
    this.loaded = true;
  }

  private async create(month: string): Promise<void> {
    const name = partitionName(month);
    // Names and bounds come from a validated YYYY-MM, never from packet text.
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_KEY]);
      const { rows } = await tx.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
      if (rows[0]?.exists) return;
      await tx.query(
        `CREATE TABLE ${name} PARTITION OF monitor_value
           FOR VALUES FROM ('${month}-01 00:00:00+08') TO ('${nextMonth(month)}-01 00:00:00+08')`,
      );
    });
  }
}
