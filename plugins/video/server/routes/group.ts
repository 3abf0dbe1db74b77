/**
 * A management group's cameras (spec §2 /managementGroup videoManagement, issue 17 item 1): the cameras of
 * its member enterprises, read-only. groupRoute admits only a group; the query takes its member ids (or
 * one member, which must be one of them). Playing a member's camera goes through the client play calls
 * in that member's scope (the member_enterprise_id header, GET only), so nothing here plays or records.
 */
import { compileInput, groupRoute, membersOf, pageData } from '../../../../server/plugin-api';
import { VIDEO_API } from '../../contract';
import { VIDEO_KEYS } from '../../manifest';
import type { VideoContext } from '../context';
import type { PointFilter } from '../repository';
import { pointPageAnswer } from './points';
import { ADMIN_POINT_PAGE_QUERY, POINT_RECORD } from './schemas';

export function groupRoutes(ctx: VideoContext): void {
  const { app } = ctx;
  const pageQuery = compileInput<Omit<PointFilter, 'enterpriseIds'> & { enterpriseId?: number }>(ADMIN_POINT_PAGE_QUERY, 'querystring');
  app.get(
    `/api${VIDEO_API.groupPointPage}`,
    groupRoute(app, VIDEO_KEYS.view, {
      tags: ['video: group'],
      summary: 'Cameras of the group’s member enterprises (or one member), with search',
      querystring: ADMIN_POINT_PAGE_QUERY,
      data: pageData(POINT_RECORD),
    }),
    async (req) => {
      const { enterpriseId, ...filter } = pageQuery(req.query, req.locale);
      return pointPageAnswer(ctx, { ...filter, enterpriseIds: membersOf(req, enterpriseId) });
    },
  );
}
