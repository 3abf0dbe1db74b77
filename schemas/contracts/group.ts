/** One member enterprise of GET group/memberList (management groups, docs/groups.md): archive fields, read-only. */
export interface GroupMember {
  id: number;
  name: string;
  actived: number;
  expired: boolean;
  /** Active and not expired: only these can be read through the group. */
  effective: boolean;
  trial: boolean;
  socialCreditCode: string | null;
  legalPersonName: string | null;
  contactPhone: string | null;
  administrativeDivisionId: string | null;
  industryIdList: string[];
  manageAddress: string | null;
  longitude: number | null;
  latitude: number | null;
}
