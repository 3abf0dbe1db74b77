import {
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  FileZipOutlined,
  PlaySquareOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createUploadApi, ENTERPRISE_FILE_BASE } from './api';
import type { FileEntry } from './types';
import { http } from '../services/http';
import { notifier } from '../services/notifier';
import { useScopeHeaders } from '../shell/memberScope';
import { fileKind, viewerFor, type FileKind } from './fileKind';
import { formatBytes } from '../common/formatBytes';
import { startDownload } from './download';
import { usePreview } from './PreviewHost';
import './files.css';

const ICONS: Partial<Record<FileKind, ReactNode>> = {
  image: <FileImageOutlined />,
  video: <PlaySquareOutlined />,
  audio: <SoundOutlined />,
  word: <FileWordOutlined />,
  excel: <FileExcelOutlined />,
  pdf: <FilePdfOutlined />,
  zip: <FileZipOutlined />,
};

const api = createUploadApi(http);

export interface FileListProps {
  files: readonly FileEntry[];
  /** Present when the user may remove files; resolves once the file is gone. */
  onDelete?: (file: FileEntry, index: number) => Promise<void> | void;
  testId?: string;
  /**
   * Who signs a file's URL: the enterprise's file API by default; the back office's platform files, or a
   * feature that lets readers reach its own files (a published headline's attachments), pass their own.
   */
  signedUrl?: (key: string, attachment?: boolean) => Promise<string>;
}

/**
 * Spec §2 file list: name, size, preview (overlay), download and delete with the confirm of §8. Signed
 * URLs expire, so each action asks for a fresh one by key.
 */
export function FileList({ files, onDelete, testId = 'file-list', signedUrl: given }: FileListProps) {
  const { t } = useTranslation();
  // A screen in a scope (a group's member, an operator's enterprise) signs through that scope.
  const scopeHeaders = useScopeHeaders();
  const scoped = useMemo(() => (scopeHeaders ? createUploadApi(http, ENTERPRISE_FILE_BASE, scopeHeaders) : api), [scopeHeaders]);
  const signedUrl = given ?? scoped.signedUrl;
  const { open, overlay } = usePreview();

  const preview = async (file: FileEntry) => open({ name: file.name, url: await signedUrl(file.url) });
  const download = async (file: FileEntry) => startDownload(await signedUrl(file.url, true), file.name);
  const remove = async (file: FileEntry, index: number) => {
    if (!onDelete) return;
    const ok = await notifier.confirm({ title: t('files.deleteTitle'), content: t('files.confirmDelete') });
    if (!ok) return;
    await onDelete(file, index);
    notifier.toast('success', t('files.deleted'), 1);
  };

  if (files.length === 0) return <div className="ec-file-empty" data-testid={`${testId}-empty`}>{t('files.empty')}</div>;
  return (
    <>
      <ul className="ec-file-items" data-testid={testId}>
        {files.map((file, index) => (
          <li key={`${file.url}-${index}`} className="ec-file-item" data-testid="file-item" data-name={file.name}>
            <span className="ec-file-icon">{ICONS[fileKind(file.name)] ?? <FileOutlined />}</span>
            <span className="ec-file-name" title={file.name}>
              {file.name}
            </span>
            <span className="ec-file-size" data-testid="file-size">
              {formatBytes(file.size)}
            </span>
            <span className="ec-file-actions">
              {viewerFor(file.name) && (
                <Tooltip title={t('files.preview')}>
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void preview(file)} data-testid="file-preview">
                    {t('files.preview')}
                  </Button>
                </Tooltip>
              )}
              <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(file)} data-testid="file-download">
                {t('files.download')}
              </Button>
              {onDelete && (
                <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(file, index)} data-testid="file-delete">
                  {t('files.delete')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {overlay}
    </>
  );
}

export default FileList;
