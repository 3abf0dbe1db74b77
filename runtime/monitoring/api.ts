/** Paths and answer shapes of the monitoring API (docs/monitoring.md) as the screens use them. */
import { ENTERPRISE_APP } from '../../data-providers';
import type { HistorySeries, Limits } from '../../schemas/contracts/monitoring/history';
import type { DataLevel } from '../../schemas/contracts/monitoring/levels';

export type { HistoryPoint, HistorySeries, Limits } from '../../schemas/contracts/monitoring/history';
import type { PollutionValueState } from '../../schemas/contracts/monitoring/valueStatus';

export const monitoringPaths = {
  online: `${ENTERPRISE_APP}/onlineMonitoring/page`,
  latest: (pointId: number | string) => `${ENTERPRISE_APP}/onlineMonitoring/latest/${encodeURIComponent(String(pointId))}`,
  history: `${ENTERPRISE_APP}/onlineMonitoring/history`,
  exceedances: `${ENTERPRISE_APP}/onlineMonitoring/exceedance/page`,
  points: `${ENTERPRISE_APP}/pointManagement`,
  pointPage: `${ENTERPRISE_APP}/pointManagement/page`,
  factors: `${ENTERPRISE_APP}/pointManagement/factor/list`,
  devices: `${ENTERPRISE_APP}/pointManagement/device`,
  devicePage: `${ENTERPRISE_APP}/pointManagement/device/page`,
  channels: `${ENTERPRISE_APP}/pointManagement/device/channel`,
  channelList: `${ENTERPRISE_APP}/pointManagement/device/channel/list`,
  riskSetting: `${ENTERPRISE_APP}/pointManagement/riskSetting`,
  boardTheme: `${ENTERPRISE_APP}/group/screen/boardTheme`,
  changeBoardTheme: `${ENTERPRISE_APP}/group/screen/changeBoardTheme`,
} as const;

export interface Page<T> {
  records: T[];
  total: number;
}


export interface FactorReading extends Limits {
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  configured: boolean;
  value: number | null;
  flag: string | null;
  status: number;
  state: PollutionValueState;
  dataTime: string | null;
  frequency: number | null;
}

export interface PointReadings {
  id: number;
  name: string;
  code: string;
  type: string;
  mn: string;
  rtdInterval: number;
  online: boolean;
  lastSeenAt: string | null;
  lastDataTime: string | null;
  state: PollutionValueState;
  factors: FactorReading[];
}


export interface HistoryAnswer {
  pointId: number;
  level: DataLevel;
  series: HistorySeries[];
}

export interface Exceedance {
  pointId: number;
  pointName: string;
  pointCode: string;
  factorCode: string;
  factorName: string | null;
  unit: string | null;
  level: DataLevel;
  frequency: number;
  dataTime: string;
  value: number;
  alarmMin: number | null;
  alarmMax: number | null;
  direction: 'high' | 'low';
}
