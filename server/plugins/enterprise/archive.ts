import type { Db } from '../../core/contracts';
import { isArchiveComplete, type ArchiveValues } from '../../../schemas/validators/archiveRules';

export interface ArchiveRecord extends ArchiveValues {
  id: number;
  type: number;
  trial: boolean;
  /** Spec §4: false keeps a type-0 enterprise on its archive page. Type 1 is always complete. */
  complete: boolean;
}

export const ARCHIVE_SELECT = `
  SELECT id, name, type, trial, social_credit_code AS "socialCreditCode", legal_person_name AS "legalPersonName",
         legal_person_id_card AS "legalPersonIdCard", contact_phone AS "contactPhone",
         administrative_division_id AS "administrativeDivisionId", industry_id_list AS "industryIdList",
         manage_address AS "manageAddress", longitude, latitude
    FROM enterprise`;

export function toArchiveRecord(row: Record<string, unknown>): ArchiveRecord {
  const values = row as unknown as ArchiveRecord;
  const record: ArchiveRecord = { ...values, industryIdList: (values.industryIdList as string[] | null) ?? [], complete: true };
  record.complete = record.type !== 0 || isArchiveComplete(record);
  return record;
}

export async function readArchive(db: Pick<Db, 'query'>, id: number): Promise<ArchiveRecord | undefined> {
  const { rows } = await db.query(`${ARCHIVE_SELECT} WHERE id = $1`, [id]);
  return rows[0] ? toArchiveRecord(rows[0]) : undefined;
}
