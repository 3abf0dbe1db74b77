/** Online monitoring (HJ 212): public surface for the server entry, the seed, scripts, tests and benchmarks. */
export { monitoringPlugin, type MonitoringPluginOptions } from './plugin';
export { loadReceiverConfig, type ReceiverConfig } from './config';
export { IngestService, type IngestServiceOptions, type Admission, type IngestStats } from './ingest/service';
export { startHj212Receiver, type Hj212Receiver, type ReceiverStats } from './ingest/tcp-receiver';
export type { PacketOutcome, PacketStatus, IngestLogger } from './ingest/types';
export { GroupCommitWriter, writeJobs, type WriterOptions, type WriteJob, type WriteRow } from './storage/value-writer';
export { PartitionManager, partitionName } from './storage/partitions';
export { ensureFactorCatalog, builtinFactorCatalog, FACTOR_CSV_PATH } from './factors/catalog';
export { seedMonitoring, grantMonitoringPermissions, type SeedMonitoringOptions } from './seed';
export { demoLoggers, demoCredentials, type DemoLogger } from './demo';
export { registerSimulatedLoggers } from './simulator/register';
export { startSimulator, simulatedLoggers, generatedLoggers, type Simulator, type SimulatorOptions, type SimulatorStats, type SimulatedLogger } from './simulator/simulator';
export { MONITORING_PERMISSIONS, ALL_MONITORING_PERMISSIONS, MONITORING_VIEW_PERMISSIONS } from '../../schemas/contracts/monitoring/permissions';
export { pollutionValueState, statusFromDataFlag, worstState, POLLUTION_STATUS, type PollutionValueState } from '../../schemas/contracts/monitoring/valueStatus';
export { DATA_LEVELS, LEVEL_CODE, type DataLevel } from '../../schemas/contracts/monitoring/levels';
export { POINT_TYPES, DEVICE_KINDS } from '../../schemas/contracts/monitoring/pointTypes';
export { OFFLINE_AFTER_INTERVALS } from './points/repository';
