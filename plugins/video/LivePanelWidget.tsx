import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '../../runtime/monitoring/useRequest';
import { useShell } from '../../runtime/shell/ShellData';
import { cameraPlayApi, videoApi } from './api';
import type { VideoPoint } from './contract';
import LivePanel from './LivePanel';
import { VIDEO_KEYS } from './manifest';
import './video.css';

export interface LivePanelWidgetProps {
  /** A camera of the current enterprise; without it the first online camera is shown. */
  pointId?: number;
}

/** The camera to show: the given one, else the first online camera, else the first at all. */
async function pickCamera(pointId: number | undefined): Promise<VideoPoint | null> {
  if (pointId) return videoApi.get(pointId);
  const online = await videoApi.page({ pageNum: 1, pageSize: 10, onlineStatus: 1 });
  if (online.records[0]) return online.records[0];
  return (await videoApi.page({ pageNum: 1, pageSize: 10 })).records[0] ?? null;
}

/**
 * The named widget `video.livePanel` (docs/plugins.md, widgets): a live panel that needs no props. It
 * plays a camera of the enterprise the user works in, and renders nothing for a user without the
 * video view permission.
 */
export default function LivePanelWidget({ pointId }: LivePanelWidgetProps) {
  const { t } = useTranslation('video');
  const { permissions, enterprise } = useShell();
  const allowed = permissions.has(VIDEO_KEYS.view);
  const camera = useRequest(() => (allowed ? pickCamera(pointId) : Promise.resolve(null)), [allowed, pointId, enterprise.id]);
  const point = camera.data ?? null;
  const api = useMemo(() => (point ? cameraPlayApi(point, false) : null), [point]);
  if (!allowed) return null;
  return (
    <div className="ec-video-widget" data-testid="video-live-widget">
      {point ? <LivePanel title={point.name} api={api} testId="widget-live-panel" /> : !camera.loading && <div className="ec-video-panel is-empty">{t('grid.noCameras')}</div>}
    </div>
  );
}
