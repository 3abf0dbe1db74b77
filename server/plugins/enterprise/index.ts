export { enterpriseArchiveRoutes } from './routes';
export { ARCHIVE_PERMISSIONS } from './permissions';
export { readArchive, type ArchiveRecord } from './archive';
