/** Public surface of file storage; other features import from here only. */
export { storagePlugin, type StoragePluginOptions } from './plugin';
export { storageConfigFromEnv, type StorageConfig, type StorageKind } from './config';
export { cleanupStaleUploads, type CleanupReport } from './cleanup';
export { attachmentDisposition, verifyFileEntries } from './files';
export { claimFilesForRecord } from './repository';
export type { Caller, StorageContext } from './context';
