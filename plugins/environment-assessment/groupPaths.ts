import type { MemberScope } from '../../runtime/shell/memberScope';
import { ROUTES } from './manifest';

/** Where the assessment screens open a record: the client area's routes, or a group's member routes (docs/groups.md). */
export const groupListPath = (memberId: number) => `${ROUTES.groupPage}/${memberId}`;
export const groupDetailPath = (memberId: number, id: string | number) => `${ROUTES.groupDetail}/${memberId}?id=${id}`;
export const groupReportPath = (memberId: number, id: string | number) => `${ROUTES.groupResult}/${memberId}?id=${id}`;

/** The detail of assessment `id`: in a member scope the group's detail route of that member. */
export const detailPath = (scope: MemberScope | null, id: string | number) => (scope ? scope.detailPath(id) : `${ROUTES.detail}?id=${id}`);

/** The report of assessment `id`: in a member scope the group's report route of that member. */
export const reportPath = (scope: MemberScope | null, id: string | number) => (scope ? groupReportPath(scope.memberId, id) : `${ROUTES.result}?id=${id}`);
