import { Form, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { PeriodPicker, periodKeyOf } from './PeriodPicker';
import { NS, type SystemRecord } from './settings/shared';

/**
 * Scores a system for a period now through `url` (the enterprise's calculate route, or the group's, which
 * scores every member); the server replaces earlier results of that period.
 */
export function RunDialog({ open, url, systems, onClose, onDone }: { open: boolean; url: string; systems: SystemRecord[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ systemId: number; periodKey: string }>();
  const [busy, setBusy] = useState(false);
  const systemId = Form.useWatch('systemId', form);
  const type = systems.find((s) => s.id === systemId)?.periodType ?? 'month';
  const run = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await http.post<{ enterpriseCount: number }>(url, values);
      notifier.toast('success', t('list.runDone', { count: answer.enterpriseCount }), 2);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('list.runTitle')} onCancel={onClose} onOk={() => void run()} confirmLoading={busy} destroyOnClose okButtonProps={{ 'data-testid': 'run-confirm' } as Record<string, string>}>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ systemId: systems[0]?.id, periodKey: systems[0] ? periodKeyOf(systems[0].periodType, dayjs()) : undefined }}
        onValuesChange={(changed) => {
          const picked = systems.find((s) => s.id === changed.systemId);
          if (picked) form.setFieldValue('periodKey', periodKeyOf(picked.periodType, dayjs()));
        }}
      >
        <Form.Item name="systemId" label={t('list.system')} rules={[{ required: true }]}>
          <Select options={systems.map((s) => ({ value: s.id, label: `${s.name}（${t(`period.${s.periodType}`)}）` }))} data-testid="run-system" />
        </Form.Item>
        <Form.Item name="periodKey" label={t('list.period')} rules={[{ required: true }]} valuePropName="value" trigger="onChange">
          <PeriodField type={type} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PeriodField({ type, value, onChange }: { type: SystemRecord['periodType']; value?: string; onChange?: (v: string | undefined) => void }) {
  return <PeriodPicker type={type} value={value} onChange={(v) => onChange?.(v)} testId="run-period" />;
}
