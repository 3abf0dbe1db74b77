/** One entry of GET userEnterprise/authorizationEnterpriseList. */
export interface EnterpriseItem {
  id: string | number;
  name: string;
  /** 0: the profile must be complete; 1: another type (spec §3). */
  type: number;
  actived: number | boolean;
  expired: number | boolean;
  target?: number;
  editionId?: string | number | null;
  trial?: boolean | number;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Spec §4: enterprises that are active and not expired are effective. */
export function isEffective(enterprise: EnterpriseItem): boolean {
  return flag(enterprise.actived) && !flag(enterprise.expired);
}

export function isTrial(enterprise: EnterpriseItem | undefined): boolean {
  return Boolean(enterprise && flag(enterprise.trial));
}

/**
 * Spec §4: keep the stored enterprise when it is effective, otherwise take the first effective one;
 * null when none is effective (the caller then clears the stored id and the load fails).
 */
export function chooseEnterprise(list: readonly EnterpriseItem[], storedId: string | null): EnterpriseItem | null {
  const effective = list.filter(isEffective);
  if (storedId !== null) {
    const stored = effective.find((e) => String(e.id) === storedId);
    if (stored) return stored;
  }
  return effective[0] ?? null;
}

/** Spec §4: the is-enterprise flag is set when the enterprise type is not 1. */
export function isEnterpriseType(enterprise: EnterpriseItem): boolean {
  return Number(enterprise.type) !== 1;
}
