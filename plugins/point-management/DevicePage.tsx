import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Col, DatePicker, Form, Input, Row, Select, Space, Table, Tag } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { useScopedHttp } from '../../runtime/shell/memberScope';
import { notifier } from '../../runtime/services/notifier';
import { monitoringPaths, type Page } from '../../runtime/monitoring/api';
import { deviceKindLabel, deviceKindOptions } from '../../runtime/monitoring/labels';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useCan } from './usePointActions';
import { listPagination } from '../../runtime/common/listPagination';

const NS = 'point-management';

interface DeviceRow {
  id: number;
  pointId: number;
  pointName?: string;
  name: string;
  kind: string;
  model: string | null;
  manufacturer: string | null;
  serialNo: string | null;
  installDate: string | null;
  status: string;
  remark: string | null;
}

/** {root}/device/page?pointId=: a point's devices (all points when none is chosen). */
export default function DevicePage({ root }: { root: string }) {
  const { t, i18n } = useTranslation(NS);
  const http = useScopedHttp();
  const navigate = useNavigate();
  const can = useCan()(P.deviceEdit);
  const [params, setParams] = useSearchParams();
  const pointId = params.get('pointId') ? Number(params.get('pointId')) : undefined;
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<DeviceRow | 'new' | null>(null);
  const [form] = Form.useForm();
  const points = useRequest(() => http.get<Page<{ id: number; name: string; code: string }>>(monitoringPaths.pointPage, { params: { pageNum: 1, pageSize: 50 } }), []);
  const { data, loading, reload } = useRequest(() => http.get<Page<DeviceRow>>(monitoringPaths.devicePage, { params: { ...paging, pointId } }), [paging, pointId]);
  const pointName = (id: number) => points.data?.records.find((p) => p.id === id)?.name ?? String(id);

  const open = (row: DeviceRow | 'new') => {
    form.resetFields();
    if (row === 'new') form.setFieldsValue({ pointId, kind: 'analyzer', status: '1' });
    else form.setFieldsValue({ ...row, installDate: row.installDate ? dayjs(row.installDate) : null });
    setEditing(row);
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = { ...v, installDate: v.installDate ? v.installDate.format('YYYY-MM-DD') : null };
    try {
      if (editing === 'new') await http.post(monitoringPaths.devices, body);
      else if (editing) await http.put(monitoringPaths.devices, { ...body, id: editing.id });
    } catch {
      return;
    }
    setEditing(null);
    notifier.toast('success', t('actions.saved'), 2);
    void reload();
  };
  const remove = async (row: DeviceRow) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('device.deleteConfirm') }))) return;
    await http.delete(`${monitoringPaths.devices}/${row.id}`);
    void reload();
  };

  return (
    <div className="ec-page" data-testid="device-page">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(`${root}/page`)} aria-label={t('actions.back')} />
            <h3 className="ec-table-title">{t('device.title')}</h3>
            <Select
              allowClear
              style={{ width: 240 }}
              placeholder={t('actions.choosePoint')}
              value={pointId}
              onChange={(id) => {
                setParams(id ? { pointId: String(id) } : {});
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
              options={points.data?.records.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })) ?? []}
              data-testid="device-point"
            />
          </Space>
          {can !== 'hidden' && (
            <Button type="primary" icon={<PlusOutlined />} disabled={can === 'disabled'} onClick={() => open('new')} data-testid="list-add">
              {t('device.add')}
            </Button>
          )}
        </div>
        <Table<DeviceRow>
          rowKey="id"
          loading={loading}
          dataSource={data?.records ?? []}
          data-testid="list-table"
          scroll={{ x: 1100 }}
          columns={[
            { title: t('device.name'), dataIndex: 'name', width: 180 },
            { title: t('device.point'), dataIndex: 'pointId', width: 160, render: (id: number, r) => r.pointName ?? pointName(id) },
            { title: t('device.kind'), dataIndex: 'kind', width: 110, render: (k: string) => <Tag>{deviceKindLabel(k, i18n.language)}</Tag> },
            { title: t('device.model'), dataIndex: 'model', width: 120 },
            { title: t('device.manufacturer'), dataIndex: 'manufacturer', width: 160 },
            { title: t('device.serialNo'), dataIndex: 'serialNo', width: 140 },
            { title: t('device.installDate'), dataIndex: 'installDate', width: 120 },
            {
              title: t('runtime:list.actions'),
              key: 'actions',
              fixed: 'right',
              width: 200,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`${root}/device/channel?deviceId=${row.id}`)} data-testid="row-channels">
                    {t('device.channels')}
                  </Button>
                  {can !== 'hidden' && (
                    <>
                      <Button type="link" size="small" disabled={can === 'disabled'} onClick={() => open(row)} data-testid="row-edit">
                        {t('runtime:list.edit')}
                      </Button>
                      <Button type="link" size="small" danger disabled={can === 'disabled'} onClick={() => void remove(row)} data-testid="row-delete">
                        {t('runtime:list.delete')}
                      </Button>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
          pagination={listPagination(
            { current: paging.pageNum, pageSize: paging.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }) },
            (total) => t('runtime:list.total', { total }),
          )}
        />
      </div>
      <LockedModal open={editing !== null} width={720} title={editing === 'new' ? t('device.add') : t('device.edit')} onCancel={() => setEditing(null)} onOk={() => void save()} okText={t('actions.save')} destroyOnHidden okButtonProps={{ 'data-testid': 'form-submit' } as ButtonProps}>
        <Form form={form} layout="vertical" data-testid="device-form">
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="pointId" label={t('device.point')} rules={[{ required: true, message: t('actions.choosePoint') }]}>
                <Select options={points.data?.records.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })) ?? []} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="name" label={t('device.name')} rules={[{ required: true, whitespace: true, message: t('point.required', { label: t('device.name') }) }]}>
                <Input maxLength={50} data-testid="field-device-name" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="kind" label={t('device.kind')} rules={[{ required: true }]}>
                <Select options={deviceKindOptions(i18n.language)} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="model" label={t('device.model')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="manufacturer" label={t('device.manufacturer')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="serialNo" label={t('device.serialNo')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="installDate" label={t('device.installDate')}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="remark" label={t('point.remark')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </LockedModal>
    </div>
  );
}
