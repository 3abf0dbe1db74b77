import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MonthDayRangePicker } from '../../runtime/common/MonthDayPicker';
import type { MonthDayPeriod } from '../../schemas/contracts/monthDay';

const NS = 'point-management';
/** As the server allows (server/monitoring/risk/settings.ts MAX_SHUTDOWN_PERIODS). */
const MAX_PERIODS = 12;

type PeriodValue = Partial<MonthDayPeriod> & { note?: string | null };

/** One period as a form control: its start and end month-days (may wrap the year end) and a note. */
function PeriodControl({ value, onChange, index, disabled }: { value?: PeriodValue; onChange?: (v: PeriodValue) => void; index: number; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Space wrap>
      <MonthDayRangePicker
        value={{ start: value?.start ?? null, end: value?.end ?? null }}
        onChange={(range) => onChange?.({ ...value, start: range.start ?? undefined, end: range.end ?? undefined })}
        disabled={disabled}
        testId={`shutdown-${index}`}
      />
      <Input
        value={value?.note ?? ''}
        onChange={(e) => onChange?.({ ...value, note: e.target.value })}
        maxLength={100}
        placeholder={t('risk.shutdownNote')}
        style={{ width: 220 }}
        disabled={disabled}
        data-testid={`shutdown-${index}-note`}
      />
    </Space>
  );
}

/** What the form's periods send: complete periods, an empty note left out. */
export function periodsToSave(periods: readonly PeriodValue[] | undefined): MonthDayPeriod[] {
  return (periods ?? []).map(({ start, end, note }) => ({ start: start!, end: end!, ...(note?.trim() ? { note: note.trim() } : {}) }));
}

/** The 停运期 list of the risk settings form (field `shutdownPeriods`): add, edit and remove periods. */
export function ShutdownPeriods({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div style={{ width: '100%', marginTop: 16 }} data-testid="shutdown-periods">
      <h4 style={{ margin: '0 0 4px' }}>{t('risk.shutdownTitle')}</h4>
      <div style={{ color: '#94a3b8', marginBottom: 8 }}>{t('risk.shutdownHint')}</div>
      <Form.List name="shutdownPeriods">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Space key={f.key} align="start" data-testid={`shutdown-row-${i}`}>
                <Form.Item
                  name={f.name}
                  rules={[{ validator: (_, v: PeriodValue | undefined) => (v?.start && v.end ? Promise.resolve() : Promise.reject(new Error(t('risk.shutdownIncomplete')))) }]}
                >
                  <PeriodControl index={i} disabled={disabled} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} disabled={disabled} aria-label={t('risk.shutdownRemove')} data-testid={`shutdown-${i}-remove`} />
              </Space>
            ))}
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={disabled || fields.length >= MAX_PERIODS} data-testid="shutdown-add">
                {t('risk.shutdownAdd')}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </div>
  );
}
