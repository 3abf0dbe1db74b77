import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../../runtime/shell/memberScope';

const NS = 'company-group';

/** The member enterprise a group screen shows; members the group cannot read (disabled, expired) are listed disabled. */
export function MemberPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation(NS);
  const members = useGroupMembers();
  return (
    <Select
      style={{ width: 260 }}
      value={value}
      onChange={onChange}
      loading={members.isLoading}
      placeholder={t('memberPlaceholder')}
      options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, disabled: !m.effective }))}
      aria-label={t('member')}
      data-testid="group-member-picker"
    />
  );
}
