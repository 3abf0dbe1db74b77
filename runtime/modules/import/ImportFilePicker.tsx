import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../common/formatBytes';
import { IMPORT_MAX_MB, type ImportFileProblem } from './importFile';

interface Props {
  file: File | null;
  problem: ImportFileProblem | null;
  /** The server's refusal of the last upload (e.g. a missing required column). */
  failure: string | null;
  locked: boolean;
  templateLoading: boolean;
  onTemplate: () => void;
  onChoose: (file: File) => void;
}

/** Step 1 (template) and step 2 (the file) of the import dialog. */
export function ImportFilePicker({ file, problem, failure, locked, templateLoading, onTemplate, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="ec-import-picker">
      <Typography.Paragraph>{t('transfer.import.stepTemplate')}</Typography.Paragraph>
      <Button icon={<DownloadOutlined />} loading={templateLoading} disabled={locked} onClick={onTemplate} data-testid="import-template">
        {t('transfer.import.downloadTemplate')}
      </Button>
      <Typography.Paragraph style={{ marginTop: 16 }}>{t('transfer.import.stepFile')}</Typography.Paragraph>
      {/* No `accept`: antd drops non-matching dropped files silently; the check below explains instead. */}
      <Upload.Dragger
        multiple={false}
        showUploadList={false}
        fileList={[]}
        beforeUpload={(chosen) => {
          onChoose(chosen);
          return false;
        }}
        data-testid="import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('transfer.import.dropHint')}</p>
        <p className="ant-upload-hint">{t('transfer.import.fileRule', { mb: IMPORT_MAX_MB })}</p>
      </Upload.Dragger>
      {file && (
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="import-file-chosen">
          {t('transfer.import.chosen', { name: file.name, size: formatBytes(file.size) })}
        </Typography.Paragraph>
      )}
      {failure && !problem && <Alert style={{ marginTop: 12 }} type="error" showIcon message={failure} data-testid="import-send-error" />}
      {problem && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={t(`transfer.import.${problem}`, { mb: IMPORT_MAX_MB })} data-testid="import-file-error" />
      )}
    </div>
  );
}
