import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale, pickText } from '../../runtime/i18n';
import type { ModuleSummary } from '../../runtime/plugins/types';
import { writeFocus } from './focus';

/** The custom ledgers of the enterprise, left of the records list; picking one opens its list. */
export function LedgerPicker({ ledgers, selected }: { ledgers: readonly ModuleSummary[]; selected?: string }) {
  const { t } = useTranslation('custom-account');
  const navigate = useNavigate();
  const locale = currentLocale();
  return (
    <div className="ec-panel ec-ca-picker" data-testid="custom-ledger-picker">
      <h3 className="ec-table-title">{t('records.ledgers')}</h3>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={ledgers.map((l) => ({ key: l.id, label: <span data-testid={`custom-ledger-pick-${l.id}`}>{pickText(l.title, locale)}</span> }))}
        onClick={({ key }) => {
          const ledger = ledgers.find((l) => l.id === key);
          if (!ledger || key === selected) return;
          writeFocus(ledger.id);
          navigate(ledger.route);
        }}
      />
    </div>
  );
}
