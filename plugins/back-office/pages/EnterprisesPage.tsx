import type { ButtonProps } from 'antd/es/button';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Popconfirm, Radio, Select, Space, Switch, Table, Tag } from 'antd';
import { LockedModal } from '../../../runtime/common/LockedModal';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message as validatorText, namedValidators, type MessageLocale } from '../../../schemas/validators';
import { notifier } from '../../../runtime/services/notifier';
import { adminHttp, adminPaths } from '../adminHttp';
import { BACK_OFFICE_NS } from '../locales';
import { EnterprisePicker } from '../../../runtime/common/EnterprisePicker';
import { usePaged } from './usePaged';
import { showServerFieldErrors } from '../../../runtime/common/serverFieldErrors';

export interface EnterpriseRow {
  id: number;
  name: string;
  type: 0 | 1;
  parentId: number | null;
  parentName: string | null;
  actived: 0 | 1;
  expired: boolean;
  expireDate: string | null;
  trial: boolean;
  target: 0 | 1;
  editionId: number | null;
  socialCreditCode: string | null;
  complete: boolean;
}

interface EnterpriseForm {
  name: string;
  type: 0 | 1;
  parentId?: number | null;
  socialCreditCode?: string;
  actived: boolean;
  expireDate?: Dayjs | null;
  editionId?: number | null;
  trial: boolean;
  target: 0 | 1;
}

/** Enterprises: search, create, edit (expiry, edition, trial, target, type), activate or disable. */
export default function EnterprisesPage() {
  const { t, i18n } = useTranslation(BACK_OFFICE_NS);
  const locale = (i18n.language === 'en-US' ? 'en-US' : 'zh-CN') as MessageLocale;
  const queryClient = useQueryClient();
  const list = usePaged<EnterpriseRow>('adminEnterprises', `${adminPaths.enterprises}/page`);
  const [editing, setEditing] = useState<EnterpriseRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<EnterpriseForm>();
  const editions = useQuery({ queryKey: ['adminEditions'], queryFn: () => adminHttp.get<{ id: number; name: string }[]>(`${adminPaths.editions}/list`) });

  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => ['adminEnterprises', 'adminEnterpriseOptions'].includes(String(q.queryKey[0])) });

  const open = (row: EnterpriseRow | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row !== 'new') {
      form.setFieldsValue({
        name: row.name, type: row.type, parentId: row.parentId, socialCreditCode: row.socialCreditCode ?? undefined, actived: row.actived === 1,
        expireDate: row.expireDate ? dayjs(row.expireDate) : null, editionId: row.editionId, trial: row.trial, target: row.target,
      });
    }
  };

  const save = async () => {
    const v = await form.validateFields();
    const body = {
      ...(editing !== 'new' && editing ? { id: editing.id } : {}),
      name: v.name.trim(),
      type: v.type,
      parentId: v.parentId ?? null,
      socialCreditCode: v.socialCreditCode?.trim() || null,
      actived: v.actived ? 1 : 0,
      expireDate: v.expireDate ? v.expireDate.format('YYYY-MM-DD') : null,
      editionId: v.editionId ?? null,
      trial: v.trial,
      target: v.target,
    };
    setSaving(true);
    try {
      if (editing === 'new') await adminHttp.post(adminPaths.enterprises, body);
      else await adminHttp.put(adminPaths.enterprises, body);
      notifier.toast('success', t('common.success'), 1);
      setEditing(null);
      void refresh();
    } catch (error) {
      // Shown by the request layer; a taken name or credit code also goes next to its input.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const setActived = async (row: EnterpriseRow, actived: 0 | 1) => {
    try {
      await adminHttp.put(`${adminPaths.enterprises}/actived`, { id: row.id, actived });
      notifier.toast('success', t('common.success'), 1);
      void refresh();
    } catch {
      // Shown by the request layer.
    }
  };

  const state = (row: EnterpriseRow) =>
    row.actived !== 1 ? <Tag color="default">{t('enterprise.disabled')}</Tag> : row.expired ? <Tag color="orange">{t('enterprise.expired')}</Tag> : <Tag color="green">{t('enterprise.active')}</Tag>;

  return (
    <Card data-testid="admin-enterprises">
      <div className="ec-admin-toolbar">
        <Input.Search
          allowClear
          maxLength={20}
          style={{ width: 280 }}
          placeholder={t('enterprise.namePlaceholder')}
          enterButton={t('common.search')}
          onSearch={(name) => list.search({ name: name.trim() || undefined })}
          data-testid="admin-enterprise-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="admin-enterprise-add">
          {t('enterprise.create')}
        </Button>
      </div>
      <Table<EnterpriseRow>
        rowKey="id"
        size="middle"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination((total) => t('common.total', { total }))}
        scroll={{ x: 1100 }}
        columns={[
          { title: t('enterprise.name'), dataIndex: 'name', render: (name, row) => (<span><div>{name}</div>{row.parentName && <small className="ec-muted">{row.parentName}</small>}</span>) },
          { title: t('enterprise.type'), dataIndex: 'type', width: 80, render: (v) => (v === 1 ? <Tag color="blue">{t('enterprise.type1')}</Tag> : <Tag>{t('enterprise.type0')}</Tag>) },
          { title: t('enterprise.state'), key: 'state', width: 90, render: (_, row) => state(row) },
          { title: t('enterprise.trial'), dataIndex: 'trial', width: 70, render: (v) => (v ? <Tag color="gold">{t('enterprise.trial')}</Tag> : '-') },
          { title: t('enterprise.edition'), dataIndex: 'editionId', width: 110, render: (v) => editions.data?.find((e) => e.id === v)?.name ?? v ?? '-' },
          { title: t('enterprise.target'), dataIndex: 'target', width: 110, render: (v) => t(`enterprise.target${v}`) },
          { title: t('enterprise.expireDate'), dataIndex: 'expireDate', width: 120, render: (v) => v ?? t('enterprise.noExpiry') },
          { title: t('enterprise.archive'), dataIndex: 'complete', width: 90, render: (v, row) => (row.type === 1 ? '-' : v ? <Tag color="green">{t('enterprise.complete')}</Tag> : <Tag color="red">{t('enterprise.incomplete')}</Tag>) },
          {
            title: t('common.actions'), key: 'actions', width: 140, fixed: 'right',
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => open(row)} data-testid={`admin-enterprise-edit-${row.id}`}>{t('common.edit')}</Button>
                {row.actived === 1 ? (
                  <Popconfirm title={t('enterprise.disableConfirm')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => setActived(row, 0)}>
                    <Button type="link" size="small" danger data-testid={`admin-enterprise-disable-${row.id}`}>{t('common.disable')}</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => void setActived(row, 1)} data-testid={`admin-enterprise-enable-${row.id}`}>{t('common.enable')}</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <LockedModal
        open={editing !== null}
        title={editing === 'new' ? t('enterprise.create') : t('enterprise.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
        okButtonProps={{ 'data-testid': 'admin-enterprise-save' } as ButtonProps}
      >
        <Form form={form} layout="vertical" initialValues={{ type: 0, actived: true, trial: false, target: 0, editionId: 1 }} preserve={false}>
          <Form.Item name="name" label={t('enterprise.name')} rules={[{ required: true, whitespace: true, max: 100, message: t('enterprise.namePlaceholder') }]}>
            <Input maxLength={100} data-testid="admin-enterprise-name" />
          </Form.Item>
          <Form.Item
            name="socialCreditCode"
            label={t('enterprise.socialCreditCode')}
            rules={[{
              validator: (_r, value: string | undefined) => {
                if (!value?.trim()) return Promise.resolve();
                const key = namedValidators.uscc(value.trim());
                return key ? Promise.reject(new Error(validatorText(key, locale))) : Promise.resolve();
              },
            }]}
          >
            <Input maxLength={18} data-testid="admin-enterprise-uscc" />
          </Form.Item>
          <Space size={24} wrap>
            <Form.Item name="type" label={t('enterprise.type')}>
              <Radio.Group options={[{ value: 0, label: t('enterprise.type0') }, { value: 1, label: t('enterprise.type1') }]} />
            </Form.Item>
            <Form.Item name="target" label={t('enterprise.target')}>
              <Radio.Group options={[{ value: 0, label: t('enterprise.target0') }, { value: 1, label: t('enterprise.target1') }]} />
            </Form.Item>
          </Space>
          <Space size={24} wrap>
            <Form.Item name="parentId" label={t('enterprise.parent')}>
              <EnterprisePicker
                type={1}
                exclude={editing !== 'new' && editing ? editing.id : undefined}
                current={editing !== 'new' && editing?.parentId ? { id: editing.parentId, name: editing.parentName ?? '' } : null}
                placeholder={t('enterprise.searchGroup')}
                testId="admin-enterprise-parent"
                style={{ width: 240 }}
              />
            </Form.Item>
            <Form.Item name="editionId" label={t('enterprise.edition')}>
              <Select allowClear style={{ width: 160 }} options={(editions.data ?? []).map((e) => ({ value: e.id, label: e.name }))} />
            </Form.Item>
          </Space>
          <Space size={24} wrap>
            <Form.Item name="expireDate" label={t('enterprise.expireDate')}>
              <DatePicker placeholder={t('enterprise.noExpiry')} />
            </Form.Item>
            <Form.Item name="actived" label={t('enterprise.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="trial" label={t('enterprise.trial')} valuePropName="checked">
              <Switch data-testid="admin-enterprise-trial" />
            </Form.Item>
          </Space>
        </Form>
      </LockedModal>
    </Card>
  );
}
