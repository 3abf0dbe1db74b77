import { FullscreenOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayApi } from './api';
import type { VideoPoint } from './contract';
import type { PanelState } from './liveSession';

const NS = 'video';
// The panel (and with it mpegts.js) is its own chunk, loaded when the first panel shows.
const LivePanel = lazy(() => import('./LivePanel'));

export const LAYOUTS = [1, 4, 9, 16] as const;
export type Layout = (typeof LAYOUTS)[number];

interface Props {
  layout: Layout;
  onLayout: (layout: Layout) => void;
  /** One camera (or null) per slot; only the first `layout` slots are shown (the others stop). */
  slots: readonly (VideoPoint | null)[];
  selected: number;
  onSelect: (slot: number) => void;
  onClear: (slot: number) => void;
  apiOf: (point: VideoPoint) => PlayApi;
  /** A panel's playback state changed. */
  onPanelState?: (state: PanelState) => void;
}

/** The grid of 1/4/9/16 live panels with full screen (spec §2 live video panel). */
export function LiveGrid({ layout, onLayout, slots, selected, onSelect, onClear, apiOf, onPanelState }: Props) {
  const { t } = useTranslation(NS);
  const grid = useRef<HTMLDivElement>(null);
  const side = Math.sqrt(layout);
  return (
    <div className="ec-video-stage">
      <Space className="ec-table-toolbar" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented<Layout>
          value={layout}
          onChange={onLayout}
          options={LAYOUTS.map((n) => ({ value: n, label: t('grid.screens', { n }) }))}
          data-testid="grid-layout"
        />
        <Button icon={<FullscreenOutlined />} onClick={() => void grid.current?.requestFullscreen?.()} data-testid="grid-fullscreen">
          {t('grid.fullScreen')}
        </Button>
      </Space>
      <div ref={grid} className="ec-video-grid" style={{ gridTemplateColumns: `repeat(${side}, 1fr)`, gridTemplateRows: `repeat(${side}, 1fr)` }} data-testid="live-grid" data-layout={layout}>
        {slots.slice(0, layout).map((point, slot) => (
          <Suspense key={`${slot}:${point?.id ?? ''}`} fallback={<div className="ec-video-panel" />}>
            <LivePanel
              title={point?.name ?? null}
              api={point ? apiOf(point) : null}
              selected={slot === selected}
              onSelect={() => onSelect(slot)}
              onClose={point ? () => onClear(slot) : undefined}
              onStateChange={onPanelState}
              testId={`live-panel-${slot}`}
            />
          </Suspense>
        ))}
      </div>
    </div>
  );
}
