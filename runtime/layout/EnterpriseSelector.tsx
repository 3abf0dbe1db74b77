import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EllipsisText } from '../common/EllipsisText';
import { isEffective, type EnterpriseItem } from '../shell/enterpriseChoice';
import { useShell } from '../shell/ShellData';

function stateTag(enterprise: EnterpriseItem, t: (key: string) => string) {
  if (isEffective(enterprise)) return null;
  const expired = enterprise.expired === true || enterprise.expired === 1;
  return (
    <Tag color={expired ? 'orange' : 'default'} bordered={false} className="ec-enterprise-tag">
      {t(expired ? 'layout.enterpriseExpired' : 'layout.enterpriseDisabled')}
    </Tag>
  );
}

/** Spec §4: every enterprise is listed; disabled or expired ones cannot be picked. */
export function EnterpriseSelector({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { enterprises, enterprise, switchEnterprise } = useShell();
  return (
    <Select
      className="ec-enterprise-selector"
      style={{ width: compact ? 150 : 240 }}
      value={String(enterprise.id)}
      placeholder={t('layout.enterprisePlaceholder')}
      showSearch
      optionFilterProp="title"
      popupMatchSelectWidth={false}
      variant="filled"
      onChange={(id: string) => switchEnterprise(id)}
      data-testid="enterprise-selector"
      // The chosen name ends with an ellipsis when cut (narrow screens, long names), shown whole on hover.
      labelRender={({ value }) => {
        const chosen = enterprises.find((e) => String(e.id) === String(value));
        return chosen ? <EllipsisText text={chosen.name} testId="enterprise-selected" /> : null;
      }}
      options={enterprises.map((e) => ({
        value: String(e.id),
        title: e.name,
        disabled: !isEffective(e),
        label: (
          <span data-testid={`enterprise-option-${e.id}`} className="ec-enterprise-option">
            <span className="ec-enterprise-name">{e.name}</span>
            {stateTag(e, t)}
          </span>
        ),
      }))}
    />
  );
}
