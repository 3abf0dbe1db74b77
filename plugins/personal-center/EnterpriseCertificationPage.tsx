import { Button, Card, Form, Input, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../data-providers/errors';
import { useTranslation } from 'react-i18next';
import { uscc } from '../../schemas/validators/identity';
import { notifier } from '../../runtime/services/notifier';
import { userCenterApi, type Certification } from './api';
import './personal-center.css';

interface Values {
  enterpriseName: string;
  socialCreditCode: string;
  remark?: string;
}

const STATUS_COLOR = { 1: 'gold', 2: 'red', 3: 'green' } as const;

/** /system/enterprise-certification: apply to join an enterprise (POST userEnterprise/certification). */
export default function EnterpriseCertificationPage() {
  const { t } = useTranslation('personal-center');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [rows, setRows] = useState<Certification[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(() => {
    setLoading(true);
    userCenterApi
      .certifications()
      .then(setRows, () => setRows([]))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await userCenterApi.certify({
        enterpriseName: values.enterpriseName.trim(),
        socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
        remark: values.remark?.trim() || undefined,
      });
      notifier.toast('success', t('certification.submitted'), 2);
      form.resetFields();
      load();
    } catch (err) {
      // Also shown in place: a pending request for the same code, an invalid code.
      if (err instanceof ApiRequestError) form.setFields([{ name: 'socialCreditCode', errors: [err.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ec-pc-page" data-testid="certification-page">
      <Card className="ec-pc-card" title={t('certification.title')}>
        <div className="ec-pc-subtitle">{t('certification.subtitle')}</div>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} className="ec-pc-cert-form">
          <Form.Item
            name="enterpriseName"
            label={t('certification.enterpriseName')}
            rules={[{ required: true, whitespace: true, message: t('certification.enterpriseNameRequired') }]}
          >
            <Input maxLength={100} placeholder={t('certification.enterpriseNamePlaceholder')} data-testid="cert-name" />
          </Form.Item>
          <Form.Item
            name="socialCreditCode"
            label={t('certification.creditCode')}
            rules={[
              {
                validator: (_r, value: string | undefined) =>
                  uscc((value ?? '').trim().toUpperCase()) === null ? Promise.resolve() : Promise.reject(new Error(t('certification.creditCodeInvalid'))),
              },
            ]}
          >
            <Input maxLength={18} placeholder={t('certification.creditCodePlaceholder')} data-testid="cert-code" />
          </Form.Item>
          <Form.Item name="remark" label={t('certification.remark')}>
            <Input.TextArea maxLength={200} showCount rows={3} placeholder={t('certification.remarkPlaceholder')} data-testid="cert-remark" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="cert-submit">
            {t('certification.submit')}
          </Button>
        </Form>
      </Card>
      <Card className="ec-pc-card" title={t('certification.history')}>
        <Table<Certification>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          pagination={false}
          data-testid="cert-list"
          columns={[
            { title: t('certification.enterpriseName'), dataIndex: 'enterpriseName' },
            { title: t('certification.creditCode'), dataIndex: 'socialCreditCode' },
            { title: t('certification.appliedAt'), dataIndex: 'createdAt', width: 180 },
            {
              title: t('certification.status'),
              dataIndex: 'status',
              width: 120,
              render: (s: Certification['status']) => <Tag color={STATUS_COLOR[s]}>{t(`certification.status${s}`)}</Tag>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
