/**
 * Equipment, set-points and the command queue of a plant. A command is recorded with the state it
 * meant to change (previous value) and who asked; the plant answers it once (status, result, time).
 */
import { ErrorCode, offsetOf, type Db, type Paging } from '../../../server/plugin-api';
import type { CommandRecord, CommandStatus, Equipment, Setpoint } from '../contract';
import { localizedError } from './plants';

type Queryable = Pick<Db, 'query'>;

interface EquipmentRow {
  id: number;
  code: string;
  name: string;
  kind: Equipment['kind'];
  area: string;
  running: boolean;
  fault: boolean;
  frequency_hz: number | null;
  run_hours: number;
  updated_at: string;
}

const toEquipment = (r: EquipmentRow): Equipment => ({
  id: Number(r.id), code: r.code, name: r.name, kind: r.kind, area: r.area, running: r.running, fault: r.fault,
  frequencyHz: r.frequency_hz, runHours: r.run_hours, updatedAt: r.updated_at,
});

export async function equipmentOf(db: Queryable, plantId: number, id?: number): Promise<Equipment[]> {
  const { rows } = await db.query<EquipmentRow>(
    `SELECT id, code, name, kind, area, running, fault, frequency_hz, run_hours, updated_at FROM boao_equipment
      WHERE plant_id = $1 AND ($2::bigint IS NULL OR id = $2) ORDER BY sort_order, id`,
    [plantId, id ?? null],
  );
  return rows.map(toEquipment);
}

interface SetpointRow {
  id: number;
  code: Setpoint['code'];
  unit: string;
  value: number;
  min_value: number;
  max_value: number;
  updated_at: string;
}

export async function setpointsOf(db: Queryable, plantId: number, id?: number): Promise<Setpoint[]> {
  const { rows } = await db.query<SetpointRow>(
    `SELECT id, code, unit, value, min_value, max_value, updated_at FROM boao_setpoint
      WHERE plant_id = $1 AND ($2::bigint IS NULL OR id = $2) ORDER BY sort_order, id`,
    [plantId, id ?? null],
  );
  return rows.map((r) => ({ id: Number(r.id), code: r.code, unit: r.unit, value: r.value, min: r.min_value, max: r.max_value, updatedAt: r.updated_at }));
}

export async function pendingCount(db: Queryable, plantId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM boao_command WHERE plant_id = $1 AND status = 'pending'`, [plantId]);
  return rows[0]?.n ?? 0;
}

interface CommandRow {
  id: number;
  target_type: CommandRecord['targetType'];
  target_id: number;
  target_name: string;
  action: CommandRecord['action'];
  value: number | null;
  previous_value: number | null;
  status: CommandStatus;
  result: CommandRecord['result'];
  remark: string | null;
  requested_by_name: string | null;
  requested_at: string;
  acknowledged_at: string | null;
}

const COMMAND_COLUMNS = `id, target_type, target_id, target_name, action, value, previous_value, status, result, remark,
  requested_by_name, requested_at, acknowledged_at`;

const toCommand = (r: CommandRow): CommandRecord => ({
  id: Number(r.id), targetType: r.target_type, targetId: Number(r.target_id), targetName: r.target_name, action: r.action, value: r.value,
  previousValue: r.previous_value, status: r.status, result: r.result, remark: r.remark, requestedBy: r.requested_by_name,
  requestedAt: r.requested_at, acknowledgedAt: r.acknowledged_at,
});

export async function commandPage(db: Queryable, plantId: number, status: CommandStatus | undefined, paging: Paging) {
  const where = `plant_id = $1 AND ($2::text IS NULL OR status = $2)`;
  const [count, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM boao_command WHERE ${where}`, [plantId, status ?? null]),
    db.query<CommandRow>(
      `SELECT ${COMMAND_COLUMNS} FROM boao_command WHERE ${where} ORDER BY id DESC LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`,
      [plantId, status ?? null],
    ),
  ]);
  return { records: page.rows.map(toCommand), total: count.rows[0]?.n ?? 0 };
}

export interface NewCommand {
  plantId: number;
  targetType: CommandRecord['targetType'];
  targetId: number;
  targetName: string;
  action: CommandRecord['action'];
  value: number | null;
  previousValue: number | null;
  remark: string | null;
  userId: number | null;
}

/**
 * Queues a command unless one for the same target is still pending (2010108). The target row is locked
 * first, so two requests for one target are checked one after the other, never both against an empty queue.
 */
export async function queueCommand(db: Pick<Db, 'transaction'>, c: NewCommand): Promise<CommandRecord> {
  return db.transaction(async (tx) => {
    const table = c.targetType === 'equipment' ? 'boao_equipment' : 'boao_setpoint';
    await tx.query(`SELECT id FROM ${table} WHERE id = $1 AND plant_id = $2 FOR UPDATE`, [c.targetId, c.plantId]);
    const pending = await tx.query(
      `SELECT 1 FROM boao_command WHERE plant_id = $1 AND target_type = $2 AND target_id = $3 AND status = 'pending'`,
      [c.plantId, c.targetType, c.targetId],
    );
    if (pending.rows.length > 0) throw localizedError(ErrorCode.Duplicate, 'errors.pendingExists');
    const { rows } = await tx.query<CommandRow>(
      `INSERT INTO boao_command (plant_id, target_type, target_id, target_name, action, value, previous_value, remark, requested_by, requested_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT name FROM app_user WHERE id = $9))
       RETURNING ${COMMAND_COLUMNS}`,
      [c.plantId, c.targetType, c.targetId, c.targetName, c.action, c.value, c.previousValue, c.remark, c.userId],
    );
    return toCommand(rows[0]);
  });
}
