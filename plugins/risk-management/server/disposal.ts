/**
 * The risk register's disposal figures for other features, through the core's risk reader
 * (server/plugin-api riskReader): today the assessment's 风险事件处置率. A risk counts in a span by its
 * begin time (as the risk list's date filter does), and is disposed once it reached a final state of the
 * state machine (contract.ts RISK_TRANSITIONS): 1 已处理 (handling approved) or 2 已忽略 (closed with a
 * written reason). 0 未下发, 3 审批中 and 4 已驳回 still need someone (OPEN_RISK_STATUSES). Risks of the
 * caller's own sources (`exceptSources`) are left out.
 */
import { provideRiskReader, type Db, type RiskDisposal, type RiskDisposalQuery } from '../../../server/plugin-api';
import { OPEN_RISK_STATUSES } from '../contract';

interface Row {
  id: number;
  enterprise_id: number;
  title: string;
  source: string;
  rule: string;
  level: number;
  status: number;
  begin_time: string;
  created_at: string;
}

/** The instant as ISO text in SQL: the drivers hand timestamps back as Beijing wall-clock text. */
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function readDisposal(db: Pick<Db, 'query'>, q: RiskDisposalQuery): Promise<Map<number, RiskDisposal>> {
  const span = [q.enterpriseIds, q.from, q.to, q.exceptSources ?? []];
  const inSpan = `enterprise_id = ANY($1::bigint[]) AND begin_time >= $2::timestamptz AND begin_time < $3::timestamptz AND NOT (source = ANY($4::text[]))`;
  const counts = await db.query<{ enterprise_id: number; raised: number }>(
    `SELECT enterprise_id::float8 AS enterprise_id, count(*)::int AS raised FROM risk WHERE ${inSpan} GROUP BY enterprise_id`,
    span,
  );
  const open = await db.query<Row>(
    `SELECT id::float8 AS id, enterprise_id::float8 AS enterprise_id, title, source, rule, level, status, ${isoOf('begin_time')} AS begin_time, ${isoOf('created_at')} AS created_at
       FROM risk WHERE ${inSpan} AND status = ANY($5::smallint[])
      ORDER BY begin_time, id`,
    [...span, OPEN_RISK_STATUSES],
  );
  const out = new Map<number, RiskDisposal>();
  for (const c of counts.rows) out.set(Number(c.enterprise_id), { raised: c.raised, disposed: c.raised, undisposed: [] });
  for (const r of open.rows) {
    out.get(Number(r.enterprise_id))?.undisposed.push({
      id: Number(r.id),
      enterpriseId: Number(r.enterprise_id),
      title: r.title,
      source: r.source,
      rule: r.rule,
      level: Number(r.level),
      status: Number(r.status),
      beginTime: r.begin_time,
      createdAt: r.created_at,
    });
  }
  // Disposed = raised − the open ones listed, so the two figures always agree.
  for (const d of out.values()) d.disposed = d.raised - d.undisposed.length;
  return out;
}

/** Once per process, at load (as the intake). */
export function registerRiskReader(): void {
  provideRiskReader(readDisposal);
}
