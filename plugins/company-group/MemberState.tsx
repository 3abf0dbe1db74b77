import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const NS = 'company-group';

/** A member's state: normal (read through the group), disabled, or expired (spec §4 effective). */
export function MemberState({ member }: { member: { effective: boolean; actived: number; expired: boolean } }) {
  const { t } = useTranslation(NS);
  if (member.effective) return <Tag color="green">{t('state.effective')}</Tag>;
  if (member.actived !== 1) return <Tag>{t('state.disabled')}</Tag>;
  return <Tag color="orange">{t(member.expired ? 'state.expired' : 'state.disabled')}</Tag>;
}
