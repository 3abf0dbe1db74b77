import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { WidgetSlot } from '../../../runtime/layout/WidgetSlot';
import { useShell } from '../../../runtime/shell/ShellData';
import { NS, PlantGate } from '../ui/PlantGate';

/** The live panel a video plugin registers; this page never imports that plugin, it asks the registry by name. */
export const VIDEO_PANEL_WIDGET = 'video.livePanel';

/** /boao/videoMonitoring: the plant's cameras through the video plugin's live panel, or an empty state before one exists. */
export default function VideoMonitoringPage() {
  const { t } = useTranslation(NS);
  const { registry } = useShell();
  const available = registry.widgets(VIDEO_PANEL_WIDGET).length > 0;
  return (
    <PlantGate testId="boao-videoMonitoring">
      {() => (
        <div className="ec-panel" data-testid="boao-video">
          {available ? (
            <WidgetSlot name={VIDEO_PANEL_WIDGET} />
          ) : (
            <Empty description={t('video.empty')} data-testid="boao-video-empty">
              <div className="boao-muted">{t('video.emptyHint')}</div>
            </Empty>
          )}
        </div>
      )}
    </PlantGate>
  );
}
