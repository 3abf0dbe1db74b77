import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { pollutionValueState, type PollutionValueInput } from '../../schemas/contracts/monitoring/valueStatus';
import './monitoring.css';

const NS = 'online-monitoring';

export interface PollutionFactorCellProps extends PollutionValueInput {
  name: string;
  unit?: string | null;
  /** `compact`: a bare coloured value (tables); default: a tile with name, value and unit (cards). */
  compact?: boolean;
  testId?: string;
}

const formatValue = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? String(Number(v.toFixed(4))) : '--');

function limitText(min: number | null | undefined, max: number | null | undefined): string {
  const lo = typeof min === 'number' ? String(min) : '';
  const hi = typeof max === 'number' ? String(max) : '';
  return lo || hi ? `${lo || '-∞'} ~ ${hi || '+∞'}` : '--';
}

/**
 * The pollution-factor cell of spec §3: value with its alarm/warning limits and status, coloured by the
 * shared rule (value-status.ts) — red alarm, orange warning, otherwise normal.
 */
export function PollutionFactorCell(props: PollutionFactorCellProps) {
  const { t } = useTranslation(NS);
  const state = pollutionValueState(props);
  const tip = (
    <div>
      <div>
        {t('cell.alarmRange')}: {limitText(props.alarmMin, props.alarmMax)}
      </div>
      <div>
        {t('cell.warnRange')}: {limitText(props.warnMin, props.warnMax)}
      </div>
      <div>
        {t('cell.state')}: {t(`state.${state}`)}
      </div>
    </div>
  );
  if (props.compact) {
    return (
      <Tooltip title={tip}>
        <span className={`ec-factor-value is-${state}`} data-state={state} data-testid={props.testId}>
          {formatValue(props.value)}
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={tip}>
      <div className={`ec-factor-cell is-${state}`} data-state={state} data-testid={props.testId}>
        <div className="ec-factor-name">{props.name}</div>
        <div className="ec-factor-reading">
          <span className="ec-factor-value">{formatValue(props.value)}</span>
          {props.unit && <span className="ec-factor-unit">{props.unit}</span>}
        </div>
      </div>
    </Tooltip>
  );
}
