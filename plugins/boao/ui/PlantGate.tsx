import { Alert, Empty, Select, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plant } from '../contract';
import { usePlant } from './usePlant';
import '../../../runtime/modules/list.css';
import '../../../runtime/monitoring/monitoring.css';
import '../boao.css';

export const NS = 'boao';

/**
 * The frame of every data-centre page: the plant (a choice when the enterprise has several), its
 * design figures, the simulated-plant notice, and an empty state for an enterprise without a plant.
 */
export function PlantGate({ testId, children, extra }: { testId: string; children: (plant: Plant) => ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation(NS);
  const { plants, plant, choose, loading } = usePlant();
  if (loading) return <Spin className="boao-loading" />;
  if (!plant) {
    return (
      <div className="ec-page" data-testid={testId}>
        <div className="ec-panel">
          <Empty description={t('common.noPlant')} data-testid="boao-no-plant">
            <div className="boao-muted">{t('common.noPlantHint')}</div>
          </Empty>
        </div>
      </div>
    );
  }
  return (
    <div className="ec-page boao-page" data-testid={testId} data-plant={plant.id}>
      <div className="boao-plant-bar">
        {plants.length > 1 ? (
          <Select value={plant.id} onChange={choose} options={plants.map((p) => ({ value: p.id, label: p.name }))} style={{ minWidth: 220 }} data-testid="boao-plant-select" />
        ) : (
          <strong className="boao-plant-name">{plant.name}</strong>
        )}
        <span className="boao-muted">
          {t('common.designCapacity')} {plant.designCapacity.toLocaleString('en-US')} m³/d
          {plant.process ? ` · ${t('common.process')} ${plant.process}` : ''}
        </span>
        {plant.simulated && (
          <Tag color="orange" data-testid="boao-simulated">
            {t('common.simulated')}
          </Tag>
        )}
        <span className="boao-bar-extra">{extra}</span>
      </div>
      {plant.simulated && <Alert type="warning" showIcon className="boao-sim-alert" message={t('common.simulatedHint')} />}
      {children(plant)}
    </div>
  );
}
