import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../schemas/fieldKinds';
import { LockedModal } from '../../runtime/common/LockedModal';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import { API_BASE, TITLE_MAX, type __PASCAL__Page } from './contract';
import { KEYS } from './manifest';

/** The list of the enterprise's entries, newest first, and the add dialog for holders of the edit key. */
export default function __PASCAL__Page() {
  const { t } = useTranslation('__NAME__');
  const queryClient = useQueryClient();
  const addAuth = useButtonAuth(KEYS.edit);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const list = useQuery({
    queryKey: ['__NAME__', paging],
    queryFn: () => http.get<__PASCAL__Page>(`${API_BASE}/page`, { params: paging }),
  });

  const save = async () => {
    const values = await form.validateFields();
    await http.post(API_BASE, values);
    notifier.toast('success', t('saved'), 1);
    setAdding(false);
    form.resetFields();
    await queryClient.invalidateQueries({ queryKey: ['__NAME__'] });
  };

  return (
    <div data-testid="__NAME__-page">
      {addAuth !== 'hide' && (
        <Button type="primary" disabled={addAuth === 'disabled'} onClick={() => setAdding(true)} data-testid="__NAME__-add" style={{ marginBottom: 16 }}>
          {t('add')}
        </Button>
      )}
      <Table
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('title'), dataIndex: 'title' },
          { title: t('createdAt'), dataIndex: 'createdAt', width: 200 },
        ]}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('total', { total }),
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        data-testid="__NAME__-table"
      />
      <LockedModal open={adding} title={t('addTitle')} onOk={() => void save()} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="title" label={t('title')} rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}>
            <Input maxLength={TITLE_MAX} showCount data-testid="__NAME__-title" />
          </Form.Item>
        </Form>
      </LockedModal>
    </div>
  );
}
