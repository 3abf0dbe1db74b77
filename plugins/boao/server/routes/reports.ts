/**
 * GET boao/dataCenter/report/technology (one month, a row per day) and …/monthlyEmission (one year, a
 * row per month), each with an xlsx export of exactly what the page shows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientRoute, compileInput, enterpriseOf, sendXlsx, type Db, type Locale } from '../../../../server/plugin-api';
import { API, type EmissionRow, type MonthlyEmissionAnswer, type Plant, type TechnologyAnswer, type TechnologyRow } from '../../contract';
import { LOAD_FACTORS, QUALITY_FACTORS } from '../../domain/factors';
import { emissionRow, technologyRow, technologySummary } from '../../domain/reports';
import { chinaMonth, daysBetween, firstDay, lastDay, monthsBetween } from '../../domain/time';
import { boaoText } from '../../locales';
import { KEYS } from '../../manifest';
import { plantInScope, pointsWithRole } from '../plants';
import { dailyValues } from '../series';
import { plantIdProperty, tags, url } from './common';

const monthQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'month'],
  properties: { plantId: plantIdProperty, month: { type: 'string', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' } },
};
const yearQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'year'],
  properties: { plantId: plantIdProperty, year: { type: 'integer', minimum: 2000, maximum: 2100 } },
};

type Queryable = Pick<Db, 'query'>;

/** The daily means of inlet and outlet over [first, last], the days with any data, in order. */
async function inletOutletDays(db: Queryable, plant: Plant, first: string, last: string) {
  const [inlet, outlet] = await Promise.all([
    dailyValues(db, pointsWithRole(plant, 'inlet')[0], first, last),
    dailyValues(db, pointsWithRole(plant, 'outlet')[0], first, last),
  ]);
  return daysBetween(first, last)
    .filter((d) => inlet.has(d) || outlet.has(d))
    .map((day) => ({ day, inlet: inlet.get(day) ?? {}, outlet: outlet.get(day) ?? {} }));
}

export async function technologyReport(db: Queryable, plant: Plant, month: string, locale: Locale): Promise<TechnologyAnswer> {
  const days = await inletOutletDays(db, plant, firstDay(month), lastDay(month));
  const rows = days.map((d) => technologyRow(d.day, d.inlet, d.outlet));
  return { month, rows, summary: technologySummary(boaoText(locale, 'common.mean'), rows) };
}

export async function monthlyEmissionReport(db: Queryable, plant: Plant, year: number, locale: Locale): Promise<MonthlyEmissionAnswer> {
  const thisMonth = chinaMonth(Date.now());
  const last = `${year}-12` < thisMonth ? `${year}-12` : thisMonth;
  const months = `${year}-01` <= last ? monthsBetween(`${year}-01`, last) : [];
  const days = months.length ? await inletOutletDays(db, plant, `${year}-01-01`, lastDay(last)) : [];
  const rows = months
    .map((m) => emissionRow(m, days.filter((d) => d.day.startsWith(m))))
    .filter((r) => r.days > 0 || r.treatedM3 !== null);
  return { year, rows, total: emissionRow(boaoText(locale, 'emission.total'), days) };
}

const factorName = (locale: Locale, code: string) => boaoText(locale, `factor.${code}`);

/** Columns and cells of the technology report sheet (the page's table, left to right). */
function technologySheet(locale: Locale, answer: TechnologyAnswer) {
  const t = (key: string) => boaoText(locale, key);
  const columns = [
    { header: t('technology.day'), width: 14 },
    { header: t('technology.inflow'), width: 14 },
    ...QUALITY_FACTORS.map((c) => ({ header: `${t('technology.inlet')} ${factorName(locale, c)}`, width: 14 })),
    ...QUALITY_FACTORS.map((c) => ({ header: `${t('technology.outlet')} ${factorName(locale, c)}`, width: 14 })),
    ...LOAD_FACTORS.map((c) => ({ header: `${t('technology.removal')} ${factorName(locale, c)}`, width: 14 })),
  ];
  const cells = (r: TechnologyRow) => [
    r.day,
    r.inflowM3,
    ...QUALITY_FACTORS.map((c) => r.inlet[c]),
    ...QUALITY_FACTORS.map((c) => r.outlet[c]),
    ...LOAD_FACTORS.map((c) => r.removal[c]),
  ];
  return { columns, rows: [...answer.rows, answer.summary].map(cells) };
}

function emissionSheet(locale: Locale, answer: MonthlyEmissionAnswer) {
  const t = (key: string) => boaoText(locale, key);
  const columns = [
    { header: t('emission.month'), width: 10 },
    { header: t('emission.days'), width: 10 },
    { header: t('emission.treated'), width: 14 },
    { header: t('emission.discharged'), width: 14 },
    ...LOAD_FACTORS.map((c) => ({ header: `${t('emission.outletMean')} ${factorName(locale, c)}`, width: 14 })),
    ...LOAD_FACTORS.map((c) => ({ header: `${t('emission.emission')} ${factorName(locale, c)}`, width: 14 })),
    ...LOAD_FACTORS.map((c) => ({ header: `${t('emission.reduction')} ${factorName(locale, c)}`, width: 14 })),
    { header: t('emission.complianceRate'), width: 12 },
  ];
  const cells = (r: EmissionRow) => [
    r.month,
    r.days,
    r.treatedM3,
    r.dischargedM3,
    ...LOAD_FACTORS.map((c) => r.outletMean[c]),
    ...LOAD_FACTORS.map((c) => r.emissionKg[c]),
    ...LOAD_FACTORS.map((c) => r.reductionKg[c]),
    r.complianceRate,
  ];
  return { columns, rows: [...answer.rows, answer.total].map(cells) };
}

interface ReportDefinition<Q, A> {
  path: string;
  exportPath: string;
  summary: string;
  query: Record<string, unknown>;
  load(db: Queryable, plant: Plant, q: Q, locale: Locale): Promise<A>;
  sheet(locale: Locale, answer: A): { columns: { header: string; width: number }[]; rows: (string | number | null)[][] };
  /** Download and sheet names, in the caller's language. */
  names(locale: Locale, q: Q): { fileName: string; sheetName: string };
}

/** A report's page route and its export, which writes exactly what the page shows. */
function registerReport<Q extends { plantId: number }, A>(app: FastifyInstance, r: ReportDefinition<Q, A>): void {
  const input = compileInput<Q>(r.query, 'querystring');
  const answer = async (req: FastifyRequest) => {
    const q = input(req.query, req.locale);
    return { q, answer: await r.load(app.db, await plantInScope(app.db, enterpriseOf(req), q.plantId), q, req.locale) };
  };
  app.get(url(r.path), clientRoute(app, KEYS.report, { tags, summary: r.summary, querystring: r.query, data: { type: 'object' } }), async (req) => (await answer(req)).answer);
  app.get(url(r.exportPath), clientRoute(app, KEYS.reportExport, { tags, summary: `${r.summary} (xlsx)`, querystring: r.query }), async (req, reply) => {
    const { q, answer: data } = await answer(req);
    return sendXlsx(reply, { ...r.names(req.locale, q), ...r.sheet(req.locale, data) });
  });
}

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  registerReport<{ plantId: number; month: string }, TechnologyAnswer>(app, {
    path: API.technology,
    exportPath: API.technologyExport,
    summary: 'Process report: a month of daily inlet/outlet quality and removal',
    query: monthQuery,
    load: (db, plant, q, locale) => technologyReport(db, plant, q.month, locale),
    sheet: technologySheet,
    names: (locale, q) => ({ fileName: boaoText(locale, 'technology.file', { month: q.month }), sheetName: boaoText(locale, 'technology.sheet') }),
  });
  registerReport<{ plantId: number; year: number }, MonthlyEmissionAnswer>(app, {
    path: API.monthlyEmission,
    exportPath: API.monthlyEmissionExport,
    summary: 'Monthly emission report of a year: volumes, outlet means, loads, compliance',
    query: yearQuery,
    load: (db, plant, q, locale) => monthlyEmissionReport(db, plant, q.year, locale),
    sheet: emissionSheet,
    names: (locale, q) => ({ fileName: boaoText(locale, 'emission.file', { year: q.year }), sheetName: boaoText(locale, 'emission.sheet') }),
  });
}
