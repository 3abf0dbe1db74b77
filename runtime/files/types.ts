export type { FileEntry, InitAnswer, InitRequest, PartsAnswer, PartUrl, UploadState } from '../../schemas/contracts/storage/wire';
import type { UploadPurpose } from '../../schemas/contracts/storage/rules';

/** A field's upload settings (schema `accept`, `maxSizeMB`, `maxCount`, or a widget's own). */
export interface UploadLimits {
  purpose?: UploadPurpose;
  accept?: readonly string[];
  maxSizeMB?: number;
  maxCount?: number;
}
