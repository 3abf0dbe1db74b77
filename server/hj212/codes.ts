/** Command (CN) and system (ST) codes the codec and its callers refer to (HJ 212-2017 tables 5, 9). */

export const CN = {
  setRtdInterval: '1062',
  realtimeData: '2011',
  deviceRunStatus: '2021',
  dailyData: '2031',
  deviceRunTimeDaily: '2041',
  minuteData: '2051',
  hourlyData: '2061',
  restartTime: '2081',
  requestReply: '9011',
  executionResult: '9012',
  notificationAck: '9013',
  dataAck: '9014',
} as const;

/** HJ 212 table 2: a data segment has at most 1024 bytes (real devices exceed it; see docs/hj212.md). */
export const STANDARD_MAX_DATA_LENGTH = 1024;

/** ST 91 「系统交互」: the system code of every reply (9011–9014). */
export const ST_SYSTEM_INTERACTION = '91';

/** Data-upload commands a simulator builds and an ingestion service stores. */
export type DataCn = typeof CN.realtimeData | typeof CN.minuteData | typeof CN.hourlyData | typeof CN.dailyData;

/** QnRtn (table 7): answer to a request. */
export const QnRtn = {
  ready: 1,
  rejected: 2,
  badPassword: 3,
  badMn: 4,
  badSt: 5,
  badFlag: 6,
  badQn: 7,
  badCn: 8,
  badCrc: 9,
  unknown: 100,
} as const;

/** ExeRtn (table 6): result of executing a command. */
export const ExeRtn = {
  ok: 1,
  failed: 2,
  badCondition: 3,
  timeout: 4,
  busy: 5,
  fault: 6,
  noData: 100,
} as const;

/** Interaction commands (9xxx) are replies; they may omit PW (see docs/hj212.md). */
export const isReplyCn = (cn: string): boolean => cn.startsWith('9');
