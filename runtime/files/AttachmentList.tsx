import { Space } from 'antd';
import type { ReactNode } from 'react';
import { FileList } from './FileList';
import type { FileEntry } from './types';

/**
 * A record's attachments on a detail page: in the client area the file list (preview, download through
 * the file API, which signs for the enterprise); in the back office, which has no enterprise to sign
 * for, the server's signed links (`signed`: each entry's `path`).
 */
export function AttachmentList({ files, signed, testId, empty = null }: { files: readonly FileEntry[]; signed?: boolean; testId: string; empty?: ReactNode }) {
  if (files.length === 0) return <>{empty}</>;
  if (!signed) return <FileList files={files} testId={testId} />;
  return (
    <Space direction="vertical" data-testid={testId}>
      {files.map((f) => (
        <a key={f.url} href={f.path} target="_blank" rel="noopener noreferrer">
          {f.name}
        </a>
      ))}
    </Space>
  );
}
