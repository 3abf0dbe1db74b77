/** A risk as its detail page shows it: record, history, approvals, the caller's options and the evidence series. */
import { formatBeijing, history, instanceDetail, type Actor, type Db } from '../../../server/plugin-api';
import { canMove, type EvidenceSeries, type RiskDetail } from '../contract';
import { findRisk, riskHistory, type StoredRisk } from './store';

type Query = Pick<Db, 'query'>;

const LEVEL_NAMES = ['realtime', 'minute', 'hour', 'day'] as const;
const HOUR_MS = 3_600_000;
const parse = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`);

/** The series around the episode: its span plus half its length (at least an hour) on each side. */
async function evidenceSeries(db: Query, risk: StoredRisk): Promise<EvidenceSeries | null> {
  if (risk.pointId === null || risk.factorCode === null) return null;
  const level = risk.evidence.level ?? 2;
  const begin = parse(risk.beginTime);
  const end = risk.endTime ? parse(risk.endTime) : Date.now();
  const margin = Math.max(HOUR_MS, (end - begin) / 2);
  const [series] = await history(db, {
    pointId: risk.pointId,
    factorCodes: [risk.factorCode],
    level: LEVEL_NAMES[level] ?? 'hour',
    beginTime: formatBeijing(new Date(begin - margin)),
    endTime: formatBeijing(new Date(end + margin)),
    maxPoints: 500,
  });
  return series ? { ...series, level } : null;
}

export interface Viewer {
  actor: Actor;
  /** Permission keys the caller holds (client); the back office only reads. */
  may: { handle: boolean; approve: boolean };
}

export async function riskDetail(db: Query, id: number, enterpriseIds: readonly number[] | null, viewer: Viewer): Promise<RiskDetail | undefined> {
  const risk = await findRisk(db, id, enterpriseIds);
  if (!risk) return undefined;
  const events = await riskHistory(db, id);
  const instanceIds = [...new Set(events.map((e) => e.instanceId).filter((x): x is number => x !== null))].reverse();
  const approvals = await Promise.all(
    instanceIds.map(async (instanceId) => {
      const d = await instanceDetail(db, viewer.actor, instanceId, true);
      return {
        instanceId,
        status: d.status,
        startedAt: d.createdAt,
        myTaskId: d.myTaskId,
        steps: d.tasks.map((t) => ({
          taskName: t.name,
          assigneeNames: t.candidateNames,
          status: t.status,
          outcome: t.outcome,
          comment: t.comment,
          deciderName: t.completedByName,
          completedAt: t.completedAt,
          createdAt: t.createdAt,
        })),
      };
    }),
  );
  const current = approvals.find((a) => a.instanceId === risk.instanceId);
  const myTaskId = current?.myTaskId ?? null;
  const { createdBy: _b, createdArea, ...record } = risk;
  return {
    ...record,
    issuedByPlatform: risk.source === 'manual' && createdArea === 'admin',
    history: events.map(({ instanceId: _i, ...e }) => e),
    approvals: approvals.map(({ myTaskId: _m, ...a }) => a),
    myTaskId,
    actions: {
      handle: viewer.may.handle && canMove('handle', risk.status),
      ignore: viewer.may.handle && canMove('ignore', risk.status),
      decide: viewer.may.approve && myTaskId !== null && canMove('approve', risk.status),
    },
    series: await evidenceSeries(db, risk),
  };
}
