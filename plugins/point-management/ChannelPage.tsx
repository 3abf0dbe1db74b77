import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Row, Space, Table } from 'antd';
import { LockedModal } from '../../runtime/common/LockedModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MONITORING_PERMISSIONS as P } from '../../schemas/contracts/monitoring/permissions';
import { useScopedHttp } from '../../runtime/shell/memberScope';
import { notifier } from '../../runtime/services/notifier';
import { monitoringPaths } from '../../runtime/monitoring/api';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useCan } from './usePointActions';

const NS = 'point-management';

interface ChannelRow {
  id: number;
  deviceId: number;
  channelNo: number;
  name: string;
  factorCode: string | null;
  unit: string | null;
  rangeMin: number | null;
  rangeMax: number | null;
  remark: string | null;
}

/** {root}/device/channel?deviceId=: the channels of one device. */
export default function ChannelPage({ root }: { root: string }) {
  const { t } = useTranslation(NS);
  const http = useScopedHttp();
  const navigate = useNavigate();
  const can = useCan()(P.deviceEdit);
  const [params] = useSearchParams();
  const deviceId = Number(params.get('deviceId')) || undefined;
  const [editing, setEditing] = useState<ChannelRow | 'new' | null>(null);
  const [form] = Form.useForm();
  const device = useRequest(() => (deviceId ? http.get<{ name: string; pointId: number }>(`${monitoringPaths.devices}/${deviceId}`) : Promise.resolve(undefined)), [deviceId]);
  const { data, loading, reload } = useRequest(
    () => (deviceId ? http.get<ChannelRow[]>(monitoringPaths.channelList, { params: { deviceId } }) : Promise.resolve([] as ChannelRow[])),
    [deviceId],
  );

  const open = (row: ChannelRow | 'new') => {
    form.resetFields();
    form.setFieldsValue(row === 'new' ? { channelNo: (data?.length ?? 0) + 1 } : row);
    setEditing(row);
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      if (editing === 'new') await http.post(monitoringPaths.channels, { ...v, deviceId });
      else if (editing) await http.put(monitoringPaths.channels, { ...v, id: editing.id });
    } catch {
      return;
    }
    setEditing(null);
    notifier.toast('success', t('actions.saved'), 2);
    void reload();
  };
  const remove = async (row: ChannelRow) => {
    if (!(await notifier.confirm({ title: t('runtime:common.tip'), content: t('runtime:list.deleteConfirm') }))) return;
    await http.delete(`${monitoringPaths.channels}/${row.id}`);
    void reload();
  };
  const back = () => navigate(`${root}/device/page${device.data ? `?pointId=${device.data.pointId}` : ''}`);

  return (
    <div className="ec-page" data-testid="channel-page">
      <div className="ec-panel">
        <div className="ec-table-toolbar">
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('actions.back')} />
            <h3 className="ec-table-title">
              {t('channel.title')}
              {device.data ? ` · ${device.data.name}` : ''}
            </h3>
          </Space>
          {deviceId && can !== 'hidden' && (
            <Button type="primary" icon={<PlusOutlined />} disabled={can === 'disabled'} onClick={() => open('new')} data-testid="list-add">
              {t('channel.add')}
            </Button>
          )}
        </div>
        {!deviceId ? (
          <Empty description={t('actions.chooseDevice')} />
        ) : (
          <Table<ChannelRow>
            rowKey="id"
            loading={loading}
            dataSource={data ?? []}
            pagination={false}
            data-testid="list-table"
            columns={[
              { title: t('channel.channelNo'), dataIndex: 'channelNo', width: 90 },
              { title: t('channel.name'), dataIndex: 'name' },
              { title: t('channel.factor'), dataIndex: 'factorCode' },
              { title: t('channel.unit'), dataIndex: 'unit' },
              { title: t('channel.rangeMin'), dataIndex: 'rangeMin' },
              { title: t('channel.rangeMax'), dataIndex: 'rangeMax' },
              {
                title: t('runtime:list.actions'),
                key: 'actions',
                width: 150,
                render: (_, row) =>
                  can === 'hidden' ? null : (
                    <Space size={0}>
                      <Button type="link" size="small" disabled={can === 'disabled'} onClick={() => open(row)}>
                        {t('runtime:list.edit')}
                      </Button>
                      <Button type="link" size="small" danger disabled={can === 'disabled'} onClick={() => void remove(row)}>
                        {t('runtime:list.delete')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        )}
      </div>
      <LockedModal open={editing !== null} title={editing === 'new' ? t('channel.add') : t('channel.edit')} onCancel={() => setEditing(null)} onOk={() => void save()} okText={t('actions.save')} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="channelNo" label={t('channel.channelNo')} rules={[{ required: true }]}>
                <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="name" label={t('channel.name')} rules={[{ required: true, whitespace: true, message: t('point.required', { label: t('channel.name') }) }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="factorCode" label={t('channel.factor')}>
                <Input maxLength={20} placeholder="w01018" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="unit" label={t('channel.unit')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="rangeMin" label={t('channel.rangeMin')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="rangeMax" label={t('channel.rangeMax')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="remark" label={t('point.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </LockedModal>
    </div>
  );
}
