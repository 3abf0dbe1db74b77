import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LockedModal } from '../../runtime/common/LockedModal';
import { FieldWidgetEdit } from '../../runtime/plugins/fieldWidgets';
import { notifier } from '../../runtime/services/notifier';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { useShell } from '../../runtime/shell/ShellData';
import type { FieldSchema } from '../../schemas/types';
import { riskApi } from './api';
import { RISK_KEYS, RISK_LIMITS, type FileEntryLike, type RiskDetail } from './contract';

const NS = 'risk-management';
/** The task plugin's list opens its new-task dialog for a source record (by path: plugins never import each other). */
const TASK_PAGE = '/taskManagement/page';

type Dialog = 'handle' | 'ignore' | 'approve' | 'reject' | null;

/**
 * What the caller may do with the risk now: the server's `actions` (state machine ∩ permissions) with
 * the route's button permissions (spec §6: hidden, or disabled on a target-1 enterprise).
 */
export function RiskActions({ risk, onChanged }: { risk: RiskDetail; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { routes, canOpen } = useShell();
  const handleAuth = useButtonAuth(RISK_KEYS.handle);
  const approveAuth = useButtonAuth(RISK_KEYS.approve);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ measures?: string; reason?: string; comment?: string; attachments?: FileEntryLike[] }>();
  const taskRoute = routes.find((r) => r.path === TASK_PAGE);
  const attachmentsField = { name: 'attachments', type: 'files', label: { 'zh-CN': '附件', 'en-US': 'Attachments' }, maxCount: RISK_LIMITS.attachments } as FieldSchema;

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (dialog === 'handle') await riskApi.handle(risk.id, { measures: v.measures!.trim(), attachments: v.attachments ?? [] });
      if (dialog === 'ignore') await riskApi.ignore(risk.id, v.reason!.trim());
      if (dialog === 'approve' || dialog === 'reject') await riskApi.decide(risk.id, dialog === 'approve', v.comment?.trim() || undefined);
      notifier.toast('success', t(`detail.${dialog === 'handle' ? 'handled' : dialog === 'ignore' ? 'ignored' : dialog === 'approve' ? 'approved' : 'rejected'}`), 1);
      setDialog(null);
      form.resetFields();
      onChanged();
    } catch {
      /* the client showed the error */
    } finally {
      setBusy(false);
    }
  };

  const button = (key: Exclude<Dialog, null>, label: string, auth: string, props: object = {}) =>
    auth === 'hide' ? null : (
      <Button key={key} disabled={auth === 'disabled'} onClick={() => setDialog(key)} data-testid={`risk-${key}`} {...props}>
        {label}
      </Button>
    );

  return (
    <>
      <Space wrap data-testid="risk-actions">
        {risk.actions.handle && button('handle', t(risk.status === 4 ? 'detail.handleAgain' : 'detail.handle'), handleAuth, { type: 'primary' })}
        {risk.actions.ignore && button('ignore', t('detail.ignore'), handleAuth)}
        {risk.actions.decide && button('approve', t('detail.approve'), approveAuth, { type: 'primary' })}
        {risk.actions.decide && button('reject', t('detail.reject'), approveAuth, { danger: true })}
        {taskRoute && canOpen(taskRoute) && (
          <Button onClick={() => navigate(`${TASK_PAGE}?sourceType=risk&sourceId=${risk.id}&title=${encodeURIComponent(risk.title)}`)} data-testid="risk-to-task">
            {t('detail.toTask')}
          </Button>
        )}
      </Space>
      <LockedModal
        open={dialog !== null}
        title={t(dialog === 'handle' ? 'detail.handleTitle' : dialog === 'ignore' ? 'detail.ignoreTitle' : 'detail.decideTitle')}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        confirmLoading={busy}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'risk-dialog-ok' } as Record<string, string>}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'handle' && (
            <>
              <Form.Item name="measures" label={t('detail.measures')} rules={[{ required: true, whitespace: true, message: t('detail.measuresRequired') }]}>
                <Input.TextArea rows={4} maxLength={RISK_LIMITS.measures} showCount data-testid="risk-measures" />
              </Form.Item>
              <Form.Item name="attachments" label={t('detail.attachments')}>
                <FieldWidgetEdit name="files" field={attachmentsField} testId="risk-measure-files" />
              </Form.Item>
            </>
          )}
          {dialog === 'ignore' && (
            <Form.Item name="reason" label={t('detail.reason')} rules={[{ required: true, whitespace: true, message: t('detail.reasonRequired') }]}>
              <Input.TextArea rows={3} maxLength={RISK_LIMITS.reason} showCount data-testid="risk-reason" />
            </Form.Item>
          )}
          {(dialog === 'approve' || dialog === 'reject') && (
            <Form.Item name="comment" label={t('detail.comment')}>
              <Input.TextArea rows={3} maxLength={RISK_LIMITS.comment} data-testid="risk-comment" />
            </Form.Item>
          )}
        </Form>
      </LockedModal>
    </>
  );
}
