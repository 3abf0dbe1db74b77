import { CameraOutlined, CloseOutlined, FullscreenOutlined, ReloadOutlined, StopOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../data-providers/save-file';
import type { PlayApi } from './api';
import { LiveSession, type PanelState } from './liveSession';
import { useRecording } from './useRecording';
import './video.css';

const NS = 'video';

export interface LivePanelProps {
  /** The camera shown (its name in the bar); null: an empty panel. */
  title: string | null;
  /** Its play calls; a new object starts a new session (keep it memoised per camera). */
  api: PlayApi | null;
  selected?: boolean;
  onSelect?: () => void;
  /** Shows a close button that empties the panel. */
  onClose?: () => void;
  /** Told every state the panel passes through (the live page refreshes its camera list on playing / failed). */
  onStateChange?: (state: PanelState) => void;
  testId?: string;
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** Saves the current frame as a PNG. */
function snapshot(video: HTMLVideoElement, name: string): void {
  if (!video.videoWidth) return;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  canvas.toBlob((blob) => blob && saveBlob(blob, `${name}_${stamp()}.png`), 'image/png');
}

/**
 * A live video panel (spec §2, §4): 视频资源加载中... while the stream starts and connects,
 * 视频资源加载失败 with a retry after a failure; snapshot, recording, full screen and close in its bar.
 */
export default function LivePanel({ title, api, selected, onSelect, onClose, onStateChange, testId = 'live-panel' }: LivePanelProps) {
  const { t } = useTranslation(NS);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<LiveSession | null>(null);
  const [state, setState] = useState<PanelState>('loading');
  const [streamId, setStreamId] = useState<string | null>(null);
  const recording = useRecording(api?.record, streamId);
  // The latest callback without restarting the session when the parent renders a new one.
  const stateListener = useRef(onStateChange);
  stateListener.current = onStateChange;

  useEffect(() => {
    if (!api || !video.current) return undefined;
    const s = new LiveSession(api, video.current, (next) => {
      setState(next);
      setStreamId(next === 'playing' ? s.streamId : null);
      stateListener.current?.(next);
    });
    session.current = s;
    void s.start();
    return () => {
      s.destroy();
      session.current = null;
    };
  }, [api]);

  const className = `ec-video-panel${selected ? ' is-selected' : ''}`;
  if (!api) {
    return (
      <div className={`${className} is-empty`} onClick={onSelect} data-testid={testId} data-state="empty">
        <span>{t('panel.empty')}</span>
      </div>
    );
  }
  return (
    <div ref={frame} className={className} onClick={onSelect} data-testid={testId} data-state={state}>
      <video ref={video} className="ec-video-element" muted playsInline autoPlay data-testid="live-video" />
      {state === 'loading' && (
        <div className="ec-video-overlay" data-testid="live-loading">
          {t('panel.loading')}
        </div>
      )}
      {state === 'failed' && (
        <div className="ec-video-overlay is-failed" data-testid="live-failed">
          <span>{t('panel.failed')}</span>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void session.current?.start()} data-testid="live-retry">
            {t('panel.retry')}
          </Button>
        </div>
      )}
      <div className="ec-video-bar">
        <span className="ec-video-title" title={title ?? ''}>
          {title}
          {recording.recording && <span className="ec-video-rec" data-testid="live-recording">● {t('panel.recording', { time: recording.clock })}</span>}
        </span>
        <span className="ec-video-actions" onClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('panel.snapshot')}>
            <Button type="text" size="small" icon={<CameraOutlined />} disabled={state !== 'playing'} onClick={() => video.current && snapshot(video.current, title ?? 'video')} aria-label={t('panel.snapshot')} data-testid="live-snapshot" />
          </Tooltip>
          {api.record && (
            <Tooltip title={recording.recording ? t('panel.stopRecord') : t('panel.record')}>
              <Button
                type="text"
                size="small"
                danger={recording.recording}
                loading={recording.busy}
                disabled={state !== 'playing' && !recording.recording}
                icon={recording.recording ? <StopOutlined /> : <VideoCameraAddOutlined />}
                onClick={() => void (recording.recording ? recording.stop() : recording.start())}
                aria-label={recording.recording ? t('panel.stopRecord') : t('panel.record')}
                data-testid={recording.recording ? 'live-record-stop' : 'live-record'}
              />
            </Tooltip>
          )}
          <Tooltip title={t('panel.fullScreen')}>
            <Button type="text" size="small" icon={<FullscreenOutlined />} onClick={() => void frame.current?.requestFullscreen?.()} aria-label={t('panel.fullScreen')} data-testid="live-fullscreen" />
          </Tooltip>
          {onClose && (
            <Tooltip title={t('panel.close')}>
              <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={t('panel.close')} data-testid="live-close" />
            </Tooltip>
          )}
        </span>
      </div>
    </div>
  );
}
