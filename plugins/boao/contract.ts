/**
 * What both halves of the plugin agree on: API paths (relative to the enterprise-side application, which
 * each half prefixes its own way), limits, and the shapes of the answers.
 */
import type { Chemical, DosingBasis, DosingParams, DosingRecommendation, Loads } from './domain/dosing';
import type { ConsumptionAmounts, ConsumptionRow } from './domain/consumption';
import type { DischargeLimit } from './domain/factors';
import type { PeriodCompliance } from './domain/compliance';

export const API = {
  plants: '/boao/plants',
  data: '/boao/dataCenter/data',
  history: '/boao/dataCenter/history',
  consume: '/boao/dataCenter/statistics/consume',
  reach: '/boao/dataCenter/statistics/reach',
  technology: '/boao/dataCenter/report/technology',
  technologyExport: '/boao/dataCenter/report/technology/exportExcel',
  monthlyEmission: '/boao/dataCenter/report/monthlyEmission',
  monthlyEmissionExport: '/boao/dataCenter/report/monthlyEmission/exportExcel',
  cloudControl: '/boao/cloudControl',
  commandPage: '/boao/cloudControl/command/page',
  command: '/boao/cloudControl/command',
  intelligent: '/boao/intelligentTechnology',
} as const;

export const POINT_ROLES = ['inlet', 'unit', 'outlet'] as const;
export type PointRole = (typeof POINT_ROLES)[number];

/** History levels the data centre offers (HJ 212 2051 / 2061 / 2031 uploads). */
export const HISTORY_LEVELS = ['minute', 'hour', 'day'] as const;
export type HistoryLevel = (typeof HISTORY_LEVELS)[number];
/** The longest range one history request may span, per level (days). */
export const HISTORY_MAX_DAYS: Readonly<Record<HistoryLevel, number>> = { minute: 7, hour: 92, day: 731 };
/** Points per factor a history answer carries at most (longer ranges come downsampled). */
export const HISTORY_MAX_POINTS = 500;

export const GRANULARITIES = ['day', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
/** The longest range of a statistics request, per granularity (days). */
export const STATISTICS_MAX_DAYS: Readonly<Record<Granularity, number>> = { day: 366, month: 731 };

export interface PlantPoint {
  pointId: number;
  name: string;
  code: string;
  role: PointRole;
  factors: { factorCode: string; factorName: string | null; unit: string | null }[];
}

export interface Plant {
  id: number;
  name: string;
  code: string;
  /** Design capacity, m³/d. */
  designCapacity: number;
  process: string | null;
  /** Fed and acknowledged by the simulated plant (no PLC, no real loggers). */
  simulated: boolean;
  points: PlantPoint[];
}

export interface LatestFactor {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  value: number | null;
  dataTime: string | null;
  level: string | null;
  state: 'normal' | 'warning' | 'alarm';
  alarmMin: number | null;
  alarmMax: number | null;
  warnMin: number | null;
  warnMax: number | null;
}

export interface LatestPoint {
  pointId: number;
  name: string;
  code: string;
  role: PointRole;
  online: boolean;
  lastDataTime: string | null;
  state: 'normal' | 'warning' | 'alarm';
  factors: LatestFactor[];
}

export interface ComparisonRow {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  inlet: number | null;
  outlet: number | null;
  removalRate: number | null;
  /** The GB 18918-2002 1A limit text, e.g. "≤50" or "6~9". */
  limitMax: number | null;
  limitMin: number | null;
}

export interface DataAnswer {
  plantId: number;
  /** Current inflow, m³/h (inlet flow L/s × 3.6). */
  inflowM3h: number | null;
  /** Inflow as a share of the design capacity, percent. */
  loadRate: number | null;
  points: LatestPoint[];
  comparison: ComparisonRow[];
}

export interface ConsumeAnswer {
  granularity: Granularity;
  rows: ConsumptionRow[];
  total: ConsumptionRow;
}

export type ConsumeBody = { plantId: number; day: string } & ConsumptionAmounts;

export interface ReachDayRow {
  period: string;
  compliant: boolean | null;
  exceeded: string[];
  /** Daily means of the outlet, by factor code. */
  values: Record<string, number | null>;
  /** The NH3-N limit that applied (5, or 8 in cold water). */
  nh3nLimit: number | null;
}

export interface ReachAnswer {
  granularity: Granularity;
  limits: readonly DischargeLimit[];
  /** Day rows (granularity day) with the verdict of each day. */
  days: ReachDayRow[];
  /** Month rows (granularity month), or one per day's month for the chart. */
  periods: PeriodCompliance[];
  summary: PeriodCompliance;
}

export interface TechnologyRow {
  day: string;
  /** Treated (inlet) volume, m³. */
  inflowM3: number | null;
  inlet: Record<string, number | null>;
  outlet: Record<string, number | null>;
  removal: Record<string, number | null>;
}

export interface TechnologyAnswer {
  month: string;
  rows: TechnologyRow[];
  /** Monthly means (volumes: sums). */
  summary: TechnologyRow;
}

export interface EmissionRow {
  month: string;
  /** Days with outlet data. */
  days: number;
  treatedM3: number | null;
  dischargedM3: number | null;
  /** Flow-weighted monthly mean outlet concentrations, mg/L. */
  outletMean: Record<string, number | null>;
  /** Loads discharged, kg. */
  emissionKg: Record<string, number | null>;
  /** Loads removed (inlet − outlet), kg. */
  reductionKg: Record<string, number | null>;
  complianceRate: number | null;
}

export interface MonthlyEmissionAnswer {
  year: number;
  rows: EmissionRow[];
  total: EmissionRow;
}

export const EQUIPMENT_KINDS = ['pump', 'blower', 'dosing', 'mixer'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export interface Equipment {
  id: number;
  code: string;
  name: string;
  kind: EquipmentKind;
  area: string;
  running: boolean;
  fault: boolean;
  /** Variable-speed drive frequency, Hz; null for fixed-speed equipment. */
  frequencyHz: number | null;
  runHours: number;
  updatedAt: string;
}

/** Set-point codes the plant knows; their names and units come from the locales. */
export const SETPOINT_CODES = ['doSetpoint', 'internalReflux', 'externalReflux', 'pacDose', 'carbonDose', 'nacloDose'] as const;
export type SetpointCode = (typeof SETPOINT_CODES)[number];

/** Which set-point a dosing recommendation would change. */
export const SETPOINT_OF_CHEMICAL: Readonly<Record<Chemical, SetpointCode>> = { pac: 'pacDose', carbon: 'carbonDose', naclo: 'nacloDose' };

export interface Setpoint {
  id: number;
  code: SetpointCode;
  unit: string;
  value: number;
  min: number;
  max: number;
  updatedAt: string;
}

export interface CloudControlAnswer {
  plantId: number;
  simulated: boolean;
  setpoints: Setpoint[];
  equipment: Equipment[];
  pendingCommands: number;
}

export const COMMAND_ACTIONS = ['start', 'stop', 'setFrequency', 'setValue'] as const;
export type CommandAction = (typeof COMMAND_ACTIONS)[number];
export const COMMAND_TARGETS = ['equipment', 'setpoint'] as const;
export type CommandTarget = (typeof COMMAND_TARGETS)[number];
export const COMMAND_STATUSES = ['pending', 'acknowledged', 'rejected'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
/** Why the plant answered as it did (an i18n key under `command.result`). */
export const COMMAND_RESULTS = ['executed', 'equipmentFault', 'alreadyInState', 'targetGone'] as const;
export type CommandResult = (typeof COMMAND_RESULTS)[number];
export const COMMAND_REMARK_MAX = 100;
/** Drive frequencies a command may set, Hz. */
export const FREQUENCY_RANGE: readonly [number, number] = [20, 50];

export interface CommandBody {
  plantId: number;
  targetType: CommandTarget;
  targetId: number;
  action: CommandAction;
  value?: number;
  remark?: string;
}

export interface CommandRecord {
  id: number;
  targetType: CommandTarget;
  targetId: number;
  /** Equipment name, or the set-point code. */
  targetName: string;
  action: CommandAction;
  value: number | null;
  previousValue: number | null;
  status: CommandStatus;
  result: CommandResult | null;
  remark: string | null;
  requestedBy: string | null;
  requestedAt: string;
  acknowledgedAt: string | null;
}

export interface IntelligentAnswer {
  plantId: number;
  /** The latest values the recommendation used, and the newest of their times. */
  basis: DosingBasis & { dataTime: string | null };
  loads: Loads;
  params: DosingParams;
  recommendations: (DosingRecommendation & { setpointId: number | null; currentDose: number | null })[];
}
