/**
 * Spec §3 "Evaluation store: content list, indicator list, all indicators", as hooks the screens compose
 * (Refine style; docs/decisions.md "Evaluation store"). Each hook reads what its screen shows from the
 * server while the screen is open; nothing is kept at module level, so an edit made on one screen (or in
 * another tab) is never hidden behind a copy kept for another.
 *  - content list: the assessments of the enterprise (in a member scope: of that member), a page at a time;
 *  - indicator list: one kind of indicators of an area, a page at a time;
 *  - all indicators: every indicator of both kinds an area may put into a system (its own and the templates);
 * and the systems that scored the enterprise, which the content list filters by.
 */
import { useRequest } from '../../runtime/monitoring/useRequest';
import { http } from '../../runtime/services/http';
import { useMemberScope } from '../../runtime/shell/memberScope';
import { areaOf } from './area';
import { CLIENT_BASE, type AssessedSystem, type AssessmentSummary, type SettingAreaKind } from './contract';
import { indicatorPath, type IndicatorRecord, type Kind, type PageOf } from './settings/shared';

/** The largest page the API serves (pagingProperties): "all" is read in pages of this size. */
const LARGEST_PAGE = 50;

export interface AssessmentQuery {
  pageNum: number;
  pageSize: number;
  systemId?: number;
  periodKey?: string;
}

/** Content list: the assessments the screen's enterprise (or member) has, newest period first. */
export function useAssessmentPage(query: AssessmentQuery) {
  const scope = useMemberScope();
  return useRequest(() => http.get<PageOf<AssessmentSummary>>(`${CLIENT_BASE}/system/score/page`, { params: { ...query }, headers: scope?.headers }), [query, scope]);
}

/** The systems that scored the screen's enterprise (or member): its own and its management group's. */
export function useAssessedSystems() {
  const scope = useMemberScope();
  return useRequest(() => http.get<AssessedSystem[]>(`${CLIENT_BASE}/system/score/systems`, { headers: scope?.headers }), [scope]);
}

export interface IndicatorQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  withTemplates: boolean;
}

/** Indicator list: one kind of an area's indicators (with the templates when asked), a page at a time. */
export function useIndicatorPage(areaKind: SettingAreaKind, kind: Kind, query: IndicatorQuery) {
  return useRequest(() => {
    const area = areaOf(areaKind);
    return area.http.get<PageOf<IndicatorRecord>>(`${area.base}/${indicatorPath(kind)}/page`, { params: { ...query, name: query.name || undefined } });
  }, [areaKind, kind, query]);
}

/** Every record of a paged list, read page by page until the total is reached. */
export async function everyPage<T>(load: (pageNum: number) => Promise<PageOf<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await load(pageNum);
    all.push(...page.records);
    if (page.records.length === 0 || all.length >= page.total) return all;
  }
}

/** All indicators: both kinds, the area's own and the templates, every page; read while `wanted`. */
export function useAllIndicators(areaKind: SettingAreaKind, wanted: boolean) {
  return useRequest(async () => {
    if (!wanted) return [];
    const area = areaOf(areaKind);
    const kinds = await Promise.all(
      (['score', 'select'] as const).map((kind) =>
        everyPage((pageNum) => area.http.get<PageOf<IndicatorRecord>>(`${area.base}/${indicatorPath(kind)}/page`, { params: { pageNum, pageSize: LARGEST_PAGE, withTemplates: true } })),
      ),
    );
    return kinds.flat();
  }, [areaKind, wanted]);
}
