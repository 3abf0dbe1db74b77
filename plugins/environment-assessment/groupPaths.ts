import type { MemberScope } from '../../runtime/shell/memberScope';
import { ROUTES } from './manifest';

/**
 * Where the assessment screens open a record: the client area's routes, a group's member routes
 * (docs/groups.md), or the back office's routes of the enterprise an operator chose (docs/operator-scope.md).
 */
export const groupListPath = (memberId: number) => `${ROUTES.groupPage}/${memberId}`;
export const groupDetailPath = (memberId: number, id: string | number) => `${ROUTES.groupDetail}/${memberId}?id=${id}`;
export const groupReportPath = (memberId: number, id: string | number) => `${ROUTES.groupResult}/${memberId}?id=${id}`;
export const adminListPath = (enterpriseId: number) => `${ROUTES.adminPage}/${enterpriseId}`;
export const adminDetailPath = (enterpriseId: number, id: string | number) => `${ROUTES.adminDetail}/${enterpriseId}?id=${id}`;
export const adminReportPath = (enterpriseId: number, id: string | number) => `${ROUTES.adminResult}/${enterpriseId}?id=${id}`;

/** The detail of assessment `id`: in a member scope the group's detail route of that member. */
export const detailPath = (scope: MemberScope | null, id: string | number) => (scope ? scope.detailPath(id) : `${ROUTES.detail}?id=${id}`);

/** The report of assessment `id`: in a scope the group's (or the back office's) report route of that enterprise. */
export function reportPath(scope: MemberScope | null, id: string | number): string {
  if (!scope) return `${ROUTES.result}?id=${id}`;
  return (scope.kind === 'operator' ? adminReportPath : groupReportPath)(scope.memberId, id);
}
