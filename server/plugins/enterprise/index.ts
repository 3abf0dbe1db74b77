export { enterpriseArchiveRoutes } from './routes';
export { ARCHIVE_PERMISSIONS } from '../../../schemas/contracts/enterpriseArchive';
export { readArchive, type ArchiveRecord } from './archive';
export { groupRoutes } from './groupRoutes';
