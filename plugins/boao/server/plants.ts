/** The plants of an enterprise and the platform points each one reads; every lookup is scoped by enterprise. */
import { ApiError, ErrorCode, getPoint, type Db } from '../../../server/plugin-api';
import type { Plant, PlantPoint, PointRole } from '../contract';
import { boaoText } from '../locales';

type Queryable = Pick<Db, 'query'>;

interface PlantRow {
  id: number;
  name: string;
  code: string;
  design_capacity: number;
  process: string | null;
  simulated: boolean;
}

const ROLE_ORDER: Record<PointRole, number> = { inlet: 0, unit: 1, outlet: 2 };

/** The plant's points through the platform's point service (so a point of another enterprise never shows). */
async function pointsOf(db: Queryable, enterpriseId: number, plantId: number): Promise<PlantPoint[]> {
  const { rows } = await db.query<{ point_id: number; role: PointRole }>(
    'SELECT point_id, role FROM boao_plant_point WHERE plant_id = $1 ORDER BY sort_order, point_id',
    [plantId],
  );
  const points: PlantPoint[] = [];
  for (const row of rows) {
    const point = await getPoint(db, enterpriseId, Number(row.point_id));
    if (!point) continue;
    points.push({
      pointId: point.id,
      name: point.name,
      code: point.code,
      role: row.role,
      factors: (point.factors ?? []).map((f) => ({ factorCode: f.factorCode, factorName: f.factorName, unit: f.unit })),
    });
  }
  return points.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

const toPlant = (row: PlantRow, points: PlantPoint[]): Plant => ({
  id: Number(row.id),
  name: row.name,
  code: row.code,
  designCapacity: row.design_capacity,
  process: row.process,
  simulated: row.simulated,
  points,
});

export async function plantsOf(db: Queryable, enterpriseId: number): Promise<Plant[]> {
  const { rows } = await db.query<PlantRow>(
    'SELECT id, name, code, design_capacity, process, simulated FROM boao_plant WHERE enterprise_id = $1 ORDER BY id',
    [enterpriseId],
  );
  return Promise.all(rows.map(async (r) => toPlant(r, await pointsOf(db, enterpriseId, Number(r.id)))));
}

/** The plant if it belongs to the enterprise, otherwise 2010105 (another enterprise's plant does not exist for the caller). */
export async function plantInScope(db: Queryable, enterpriseId: number, plantId: number): Promise<Plant> {
  const { rows } = await db.query<PlantRow>(
    'SELECT id, name, code, design_capacity, process, simulated FROM boao_plant WHERE enterprise_id = $1 AND id = $2',
    [enterpriseId, plantId],
  );
  if (!rows[0]) throw notFound('errors.plantNotFound');
  return toPlant(rows[0], await pointsOf(db, enterpriseId, plantId));
}

/** An error with the plugin's text in the caller's language. */
export function localizedError(code: number, key: string): ApiError {
  return ApiError.localized(code, { 'zh-CN': boaoText('zh-CN', key), 'en-US': boaoText('en-US', key) });
}

/** 2010105: what the caller asked for does not exist for them. */
export const notFound = (key: string): ApiError => localizedError(ErrorCode.NotFound, key);

export const pointsWithRole = (plant: Plant, role: PointRole): PlantPoint[] => plant.points.filter((p) => p.role === role);

/** The first point of a role that measures the factor (the secondary clarifier for 'unit' TP, say). */
export function pointMeasuring(plant: Plant, role: PointRole, factorCode: string): PlantPoint | undefined {
  return pointsWithRole(plant, role).find((p) => p.factors.some((f) => f.factorCode === factorCode));
}
