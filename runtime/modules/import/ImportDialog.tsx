import { Button, Modal } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../data-providers';
import type { ModuleSchema } from '../../../schemas/types';
import { useClickLock } from '../../common/useClickLock';
import { currentLocale, pickText } from '../../i18n';
import { notifier } from '../../services/notifier';
import { DIALOG_WIDTH } from '../../settings';
import { errorReportCsv, labelledLines } from './errorReport';
import { downloadImportTemplate, type ImportReport } from './importApi';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportResult } from './ImportResult';
import { ImportSending } from './ImportSending';
import { useImportFlow } from './useImportFlow';

const SUCCESS_TOAST_SECONDS = 3;

interface Props {
  schema: ModuleSchema;
  open: boolean;
  onClose: () => void;
  /** After rows were stored (the list reloads). */
  onImported: () => void;
}

/** Template → file → check report → import all (commit) or only the valid rows, for one module. */
export function ImportDialog({ schema, open, onClose, onImported }: Props) {
  // useTranslation re-renders on a language switch, so the locale read below stays current.
  const { t } = useTranslation();
  const locale = currentLocale();
  const { locked, guard, reset: unlock } = useClickLock();
  const [templateLoading, setTemplateLoading] = useState(false);
  const title = pickText(schema.title, locale);

  const imported = useCallback(
    (report: ImportReport) => {
      notifier.toast('success', t('transfer.import.success', { count: report.imported }), SUCCESS_TOAST_SECONDS);
      onImported();
      onClose();
    },
    [t, onImported, onClose],
  );
  const { state, choose, send, reset } = useImportFlow(schema.api, imported);
  const { report } = state;
  const lines = useMemo(() => (report ? labelledLines(report.errors, schema.fields, locale) : []), [report, schema.fields, locale]);

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      await downloadImportTemplate(schema.api);
    } catch {
      // Already reported by the request layer.
    } finally {
      setTemplateLoading(false);
    }
  };

  const downloadReport = () => {
    const csv = errorReportCsv(lines, [t('transfer.import.colRow'), t('transfer.import.colField'), t('transfer.import.colMessage')]);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), t('transfer.import.reportFile', { title }));
  };

  const importValidOnly = async () => {
    if (!report) return;
    const ok = await notifier.confirm({
      title: t('common.tip'),
      content: t('transfer.import.validOnlyConfirm', { valid: report.valid, skipped: report.total - report.valid }),
    });
    if (ok) await send('validRowsOnly');
  };

  const sending = state.phase === 'sending';
  const footer = [
    <Button key="cancel" onClick={onClose} data-testid="import-cancel">
      {t('common.cancel')}
    </Button>,
  ];
  if (state.phase === 'select') {
    footer.push(
      <Button key="validate" type="primary" disabled={!state.file || locked} onClick={guard(() => send('validate'))} data-testid="import-validate">
        {t('transfer.import.validate')}
      </Button>,
    );
  }
  if (state.phase === 'result' && report) {
    footer.push(
      <Button key="rechoose" disabled={locked} onClick={guard(reset)} data-testid="import-rechoose">
        {t('transfer.import.rechoose')}
      </Button>,
    );
    if (report.valid > 0 && report.valid === report.total) {
      footer.push(
        <Button key="commit" type="primary" disabled={locked} onClick={guard(() => send('commit'))} data-testid="import-commit">
          {t('transfer.import.confirmImport')}
        </Button>,
      );
    } else if (report.valid > 0) {
      footer.push(
        <Button key="validOnly" type="primary" disabled={locked} onClick={guard(importValidOnly)} data-testid="import-valid-only">
          {t('transfer.import.importValidOnly')}
        </Button>,
      );
    }
  }

  return (
    <Modal
      open={open}
      title={t('transfer.import.title', { title })}
      width={DIALOG_WIDTH}
      footer={footer}
      maskClosable={!sending}
      onCancel={onClose}
      afterClose={() => {
        reset();
        unlock();
      }}
      destroyOnHidden
      rootClassName="ec-import-dialog"
    >
      {state.phase === 'select' && (
        <ImportFilePicker
          file={state.file}
          problem={state.fileProblem}
          failure={state.failure}
          locked={locked}
          templateLoading={templateLoading}
          onTemplate={guard(downloadTemplate)}
          onChoose={choose}
        />
      )}
      {sending && <ImportSending progress={state.progress} mode={state.mode} />}
      {state.phase === 'result' && report && <ImportResult report={report} lines={lines} locked={locked} onDownloadReport={guard(downloadReport)} />}
    </Modal>
  );
}
