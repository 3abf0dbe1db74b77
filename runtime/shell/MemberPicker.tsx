import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from './memberScope';

/**
 * The member enterprise a group screen shows (docs/groups.md); members the group cannot read (disabled,
 * expired) are listed disabled.
 */
export function MemberPicker(
  props:
    | { value: number | undefined; onChange: (id: number) => void; allowClear?: false }
    /** A filter: cleared, it calls onChange(undefined) (every member). */
    | { value: number | undefined; onChange: (id: number | undefined) => void; allowClear: true },
) {
  const { value, onChange, allowClear } = props;
  const { t } = useTranslation();
  const members = useGroupMembers();
  return (
    <Select<number>
      style={{ width: 260 }}
      allowClear={allowClear}
      value={value}
      // undefined only when cleared, which allowClear alone offers.
      onChange={(id) => (onChange as (id: number | undefined) => void)(id)}
      loading={members.isLoading}
      placeholder={t('group.memberPlaceholder')}
      options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, disabled: !m.effective }))}
      aria-label={t('group.member')}
      data-testid="group-member-picker"
    />
  );
}
