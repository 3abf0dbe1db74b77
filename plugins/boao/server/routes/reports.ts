/**
 * GET boao/dataCenter/report/technology (one month, a row per day) and …/monthlyEmission (one year, a
 * row per month), each with an xlsx export of exactly what the page shows.
 */
import type { FastifyInstance } from 'fastify';
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

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const monthInput = compileInput<{ plantId: number; month: string }>(monthQuery, 'querystring');
  const yearInput = compileInput<{ plantId: number; year: number }>(yearQuery, 'querystring');

  app.get(url(API.technology), clientRoute(app, KEYS.report, { tags, summary: 'Process report: a month of daily inlet/outlet quality and removal', querystring: monthQuery, data: { type: 'object' } }), async (req) => {
    const q = monthInput(req.query, req.locale);
    return technologyReport(app.db, await plantInScope(app.db, enterpriseOf(req), q.plantId), q.month, req.locale);
  });

  app.get(url(API.technologyExport), clientRoute(app, KEYS.reportExport, { tags, summary: 'Process report as xlsx', querystring: monthQuery }), async (req, reply) => {
    const q = monthInput(req.query, req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    const sheet = technologySheet(req.locale, await technologyReport(app.db, plant, q.month, req.locale));
    return sendXlsx(reply, { fileName: boaoText(req.locale, 'technology.file', { month: q.month }), sheetName: boaoText(req.locale, 'technology.sheet'), ...sheet });
  });

  app.get(url(API.monthlyEmission), clientRoute(app, KEYS.report, { tags, summary: 'Monthly emission report of a year: volumes, outlet means, loads, compliance', querystring: yearQuery, data: { type: 'object' } }), async (req) => {
    const q = yearInput(req.query, req.locale);
    return monthlyEmissionReport(app.db, await plantInScope(app.db, enterpriseOf(req), q.plantId), q.year, req.locale);
  });

  app.get(url(API.monthlyEmissionExport), clientRoute(app, KEYS.reportExport, { tags, summary: 'Monthly emission report as xlsx', querystring: yearQuery }), async (req, reply) => {
    const q = yearInput(req.query, req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    const sheet = emissionSheet(req.locale, await monthlyEmissionReport(app.db, plant, q.year, req.locale));
    return sendXlsx(reply, { fileName: boaoText(req.locale, 'emission.file', { year: q.year }), sheetName: boaoText(req.locale, 'emission.sheet'), ...sheet });
  });
}
