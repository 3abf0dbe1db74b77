/** Risk notices (type risk): the people who must act on a new risk hear of it at once. */
import { createNotices, NOTICE_TYPES, usersHolding, type Db } from '../../../server/plugin-api';
import { RISK_KEYS, RISK_ROUTES, RISK_STATUS } from '../contract';
import { LEVEL_NAMES } from './messages';
import { appendEvent } from './store';

type Tx = Pick<Db, 'query'>;

export interface RaisedRisk {
  id: number;
  enterpriseId: number;
  title: string;
  level: number;
  description: string;
}

/**
 * Every active holder of the handle key in the enterprise (not the one who raised it by hand) gets a
 * notice linking to the risk; it is written in the raising transaction, so it exists iff the risk does.
 */
export async function notifyNewRisk(tx: Tx, risk: RaisedRisk, exceptUserId: number | null = null): Promise<number> {
  const users = (await usersHolding(tx, risk.enterpriseId, RISK_KEYS.handle)).filter((u) => u !== exceptUserId);
  return createNotices(
    tx,
    {
      type: NOTICE_TYPES.risk,
      title: `风险预警：${risk.title}`,
      content: `${LEVEL_NAMES[risk.level] ?? ''}风险：${risk.description || risk.title}，请及时处置。`,
      bizId: String(risk.id),
      link: `${RISK_ROUTES.messageDetail}/${risk.id}`,
    },
    users.map((userId) => ({ userId, enterpriseId: risk.enterpriseId })),
  );
}

/**
 * A new risk's first history entry (raised, by `userId`; null for a detector or another feature) and its
 * notices to the enterprise's handlers (but `exceptUserId`). The entry's comment is the description
 * unless `comment` is given.
 */
export async function announceRisk(tx: Tx, risk: RaisedRisk, opts: { userId?: number | null; comment?: string | null; exceptUserId?: number | null } = {}): Promise<void> {
  const comment = opts.comment === undefined ? risk.description : opts.comment;
  await appendEvent(tx, { riskId: risk.id, action: 'raise', from: null, to: RISK_STATUS.notReleased, userId: opts.userId ?? null, comment });
  await notifyNewRisk(tx, risk, opts.exceptUserId ?? null);
}
