import { adminHttp } from '../services/adminHttp';
import { createUploadApi, PLATFORM_FILE_BASE, type UploadApi } from './api';

/**
 * The back office's own files (platform scope: headline covers and attachments): the same upload flow as
 * an enterprise's, with the back-office session, owned by no enterprise. Pass it to FileUpload as `api`.
 */
export const platformUploadApi: UploadApi = createUploadApi(adminHttp, PLATFORM_FILE_BASE);
