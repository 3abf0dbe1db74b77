import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from './memberScope';

/**
 * The member enterprise a group screen shows (docs/groups.md); members the group cannot read (disabled,
 * expired) are listed disabled.
 */
export function MemberPicker({ value, onChange }: { value: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const members = useGroupMembers();
  return (
    <Select
      style={{ width: 260 }}
      value={value}
      onChange={onChange}
      loading={members.isLoading}
      placeholder={t('group.memberPlaceholder')}
      options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, disabled: !m.effective }))}
      aria-label={t('group.member')}
      data-testid="group-member-picker"
    />
  );
}
