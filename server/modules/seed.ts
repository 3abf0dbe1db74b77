/**
 * Demo ledger rows for a fresh installation, so every ledger screen shows realistic data. Rows are
 * generated per module (only modules with a generator get any), checked by the same validation as API
 * input, and written (with their audit entries) only for enterprises whose table is still empty, so a
 * restart or a user's own records are never touched.
 */
import { dictionaries } from '../../schemas/dictionaries';
import type { ModuleSchema } from '../../schemas/types';
import type { Db } from '../core/contracts';
import { quoteIdent } from './ddl';
import { moduleRepository } from './repository';
import { administrativePenaltyRows, auditRectificationRows, emergencySuppliesRows, materialRows, petitionComplaintRows } from './seeds/compliance';
import { deviceInventoryRows } from './seeds/deviceInventory';
import {
  blowdownGasRows,
  blowdownWastewaterRows,
  manualGasRows,
  manualNoiseRows,
  manualSoilRows,
  manualWastewaterRows,
  onlineGasRows,
  onlineWastewaterRows,
} from './seeds/monitoring';
import {
  drugUseRecordRows,
  electricalTripRows,
  facilitiesRepairMaintainRows,
  facilityOperationRows,
  handoverRows,
  manualWorkConditionRows,
  onlineDeviceMaintenanceRows,
  onlineWorkConditionRows,
} from './seeds/operations';
import { seededRandom, type Random } from './seeds/random';
import { sludgeDisposeRows, sludgeProduceRows, wasteWarehouseReceiveRows, wasteWarehouseSendOutRows } from './seeds/waste';
import { createModuleValidation, type FieldValues } from './validation';

/** Row generators by module id. */
export const LEDGER_GENERATORS: Readonly<Record<string, (random: Random) => FieldValues[]>> = {
  deviceInventory: deviceInventoryRows,
  onlineWastewater: onlineWastewaterRows,
  manualWastewater: manualWastewaterRows,
  blowdownWastewater: blowdownWastewaterRows,
  onlineGas: onlineGasRows,
  manualGas: manualGasRows,
  blowdownGas: blowdownGasRows,
  manualSoil: manualSoilRows,
  manualNoise: manualNoiseRows,
  wasteWarehouseReceive: wasteWarehouseReceiveRows,
  wasteWarehouseSendOut: wasteWarehouseSendOutRows,
  onlineWorkCondition: onlineWorkConditionRows,
  manualWorkCondition: manualWorkConditionRows,
  sludgeProduce: sludgeProduceRows,
  sludgeDispose: sludgeDisposeRows,
  facilitiesRepairMaintain: facilitiesRepairMaintainRows,
  onlineDeviceMaintenance: onlineDeviceMaintenanceRows,
  handover: handoverRows,
  facilityOperation: facilityOperationRows,
  drugUseRecord: drugUseRecordRows,
  electricalTrip: electricalTripRows,
  administrativePenalty: administrativePenaltyRows,
  auditRectification: auditRectificationRows,
  petitionComplaint: petitionComplaintRows,
  emergencySupplies: emergencySuppliesRows,
  material: materialRows,
};

export interface SeedContext {
  enterpriseIds: number[];
  /** Recorded as created_by/updated_by of the demo rows and as the actor of their audit entries. */
  userId: number;
}

/** The demo rows of one module for one enterprise (deterministic: the same enterprise always gets the same ledger). */
export function ledgerRows(schema: ModuleSchema, enterpriseId: number): FieldValues[] {
  const generate = LEDGER_GENERATORS[schema.id];
  if (!generate) return [];
  return generate(seededRandom(enterpriseId * 7919 + [...schema.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0)));
}

export async function seedModuleData(db: Db, schemas: ModuleSchema[], ctx: SeedContext): Promise<void> {
  const seeded = schemas.filter((s) => LEDGER_GENERATORS[s.id]);
  if (seeded.length === 0) return;
  const validation = createModuleValidation(seeded, dictionaries);
  for (const schema of seeded) {
    const check = validation.get(schema.id)!;
    const repository = moduleRepository(db, schema);
    for (const enterpriseId of ctx.enterpriseIds) {
      const existing = await db.query(`SELECT 1 FROM ${quoteIdent(schema.table)} WHERE "enterprise_id" = $1 LIMIT 1`, [enterpriseId]);
      if (existing.rows.length > 0) continue;
      // A generator bug must fail loudly rather than store rows the API would refuse.
      const rows = ledgerRows(schema, enterpriseId).map((row) => check.create(row, 'en-US'));
      await repository.write({ enterpriseId, userId: ctx.userId }, (writer) => writer.createMany(rows));
    }
  }
}
