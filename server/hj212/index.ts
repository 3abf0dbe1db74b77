/** HJ 212 codec: public surface for the ingestion service and the device simulator. */
export { crc16Hj212, crc16Modbus, crcHex, modbusSwappedCrcHex } from './crc';
export { FrameSplitter, DEFAULT_MAX_DATA_LENGTH, type DiscardReason, type FrameSplitterOptions } from './frame';
export { parsePacket, type ParseOptions } from './parse';
export { parseCpData } from './cp';
export { formatCp, buildSegment, encodeFrame, encodePacket, MAX_ENCODABLE_DATA_LENGTH, type CpInput, type CpValue, type SegmentInput } from './encode';
export { buildDataAck, buildRequestReply, buildExecutionResult, type ReplyTarget, type ReplyOptions } from './replies';
export { buildDataPacket, buildDataPackets, type DataPacketInput, type SplitOptions } from './data-packet';
export {
  parseFactorCsv, createFactorCatalog, normaliseFactorCode, mediumOfSystemCode,
  type FactorCatalog, type FactorDefinition, type Medium,
} from './factors';
export { FACTOR_NAMES_EN } from '../../schemas/contracts/monitoring/factorNamesEn';
export { unitSymbol } from './units';
export { decodeFlag, encodeFlag, replyFlag, type DecodedFlag, type ProtocolVersion } from './flags';
export { CN, ST_SYSTEM_INTERACTION, STANDARD_MAX_DATA_LENGTH, QnRtn, ExeRtn, isReplyCn, type DataCn } from './codes';
export { decodeHjTime, encodeHjTime, formatQn, CHINA_UTC_OFFSET_MINUTES } from './time';
export type * from './types';
