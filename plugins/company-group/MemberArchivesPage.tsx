import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGroupMembers, type GroupMember } from '../../runtime/shell/memberScope';
import { MemberState } from './MemberState';

const NS = 'company-group';


/**
 * /managementGroup/enterpriseArchives (spec §2): the member enterprises' archives, read-only — the list
 * of members and one archive in a drawer (`?member=<id>` opens it, so the dashboard can link to it).
 */
export default function MemberArchivesPage() {
  const { t } = useTranslation(NS);
  const members = useGroupMembers();
  const [params, setParams] = useSearchParams();
  const open = members.data?.find((m) => String(m.id) === params.get('member'));
  const show = (m: GroupMember | null) => setParams(m ? { member: String(m.id) } : {});
  const text = (v: string | null | undefined) => v || '--';

  return (
    <div className="ec-page" data-testid="group-archives">
      <div className="ec-panel">
        <Table<GroupMember>
          rowKey="id"
          loading={members.isLoading}
          dataSource={members.data ?? []}
          pagination={false}
          locale={{ emptyText: t('noData') }}
          onRow={(m) => ({ 'data-testid': `group-archive-row-${m.id}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'name', title: t('column.name'), render: (_v, m) => <a onClick={() => show(m)}>{m.name}</a> },
            { key: 'state', title: t('column.state'), render: (_v, m) => <MemberState member={m} /> },
            { key: 'creditCode', title: t('column.creditCode'), render: (_v, m) => text(m.socialCreditCode) },
            { key: 'legalPerson', title: t('column.legalPerson'), render: (_v, m) => text(m.legalPersonName) },
            { key: 'address', title: t('column.address'), render: (_v, m) => text(m.manageAddress) },
          ]}
        />
      </div>
      <Drawer open={open !== undefined} onClose={() => show(null)} width={560} title={open ? t('archiveTitle', { name: open.name }) : ''} destroyOnHidden>
        {open && (
          <Descriptions
            column={1}
            bordered
            size="small"
            data-testid="group-archive-detail"
            items={[
              { key: 'name', label: t('column.name'), children: open.name },
              { key: 'state', label: t('column.state'), children: <MemberState member={open} /> },
              { key: 'creditCode', label: t('column.creditCode'), children: text(open.socialCreditCode) },
              { key: 'legalPerson', label: t('column.legalPerson'), children: text(open.legalPersonName) },
              { key: 'phone', label: t('column.phone'), children: text(open.contactPhone) },
              { key: 'division', label: t('column.division'), children: text(open.administrativeDivisionId) },
              { key: 'address', label: t('column.address'), children: text(open.manageAddress) },
              {
                key: 'location',
                label: t('column.location'),
                children: open.longitude !== null && open.latitude !== null ? `${open.longitude}, ${open.latitude}` : '--',
              },
            ]}
          />
        )}
      </Drawer>
    </div>
  );
}
