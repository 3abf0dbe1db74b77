import { Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../runtime/shell/MemberPicker';
import { useButtonAuth } from '../../runtime/shell/useButtonAuth';
import type { VideoPoint } from './contract';
import { LiveGrid, type Layout } from './LiveGrid';
import { VIDEO_KEYS } from './manifest';
import { OnlineBadge, PointTable } from './PointTable';
import { useCameraList } from './useCameraList';
import { usePlayApis } from './usePlayApis';
import './video.css';

const NS = 'video';
const MAX_SLOTS = 16;

/** Puts a camera in the selected panel (or selects the panel already showing it); the next panel is selected. */
export function placeCamera(slots: readonly (VideoPoint | null)[], layout: number, selected: number, point: VideoPoint): { slots: (VideoPoint | null)[]; selected: number } {
  const shown = slots.slice(0, layout).findIndex((p) => p?.id === point.id);
  if (shown >= 0) return { slots: [...slots], selected: shown };
  const next = [...slots];
  next[selected] = point;
  return { slots: next, selected: (selected + 1) % layout };
}

/**
 * /videoManagement/page (spec §2, kept alive: switching tabs does not restart the streams): the live
 * grid with the camera list, and the cameras tab with their management. With `area="group"` it is the
 * group's /managementGroup/videoManagement/page: the cameras of every member (or one), each played in
 * its member's scope; no camera management, no recording.
 */
export default function VideoPage({ area = 'client' }: { area?: 'client' | 'group' }) {
  const { t } = useTranslation(NS);
  const group = area === 'group';
  const [tab, setTab] = useState('live');
  const [layout, setLayout] = useState<Layout>(4);
  const [slots, setSlots] = useState<(VideoPoint | null)[]>(() => Array(MAX_SLOTS).fill(null));
  const [selected, setSelected] = useState(0);
  const [name, setName] = useState('');
  const [memberId, setMemberId] = useState<number>();
  const canRecord = useButtonAuth(VIDEO_KEYS.record) === 'show' && !group;
  const apiOf = usePlayApis(canRecord, group);
  const cameras = useCameraList({ name, memberId, group });

  const show = (point: VideoPoint) => {
    const placed = placeCamera(slots, layout, selected, point);
    setSlots(placed.slots);
    setSelected(placed.selected);
  };
  const shownIds = new Set(slots.slice(0, layout).map((p) => p?.id));

  const live = (
    <div className="ec-video-live">
      <div className="ec-video-cameras ec-panel">
        <strong>{t('grid.cameras')}</strong>
        {group && <MemberPicker allowClear value={memberId} onChange={setMemberId} />}
        <Input.Search allowClear maxLength={20} placeholder={t('grid.search')} onSearch={(v) => setName(v.trim())} data-testid="camera-search" />
        {cameras.data && cameras.data.records.length === 0 && <span>{t('grid.noCameras')}</span>}
        <ul className="ec-video-camera-list" data-testid="camera-list">
          {cameras.data?.records.map((p) => (
            <li key={p.id} className={shownIds.has(p.id) ? 'is-shown' : undefined} onClick={() => show(p)} data-testid="camera-item" data-name={p.name}>
              <span className="ec-video-title">
                {p.name}
                {group && <small className="ec-video-enterprise" data-testid="camera-enterprise">{p.enterpriseName}</small>}
              </span>
              <OnlineBadge status={p.onlineStatus} />
            </li>
          ))}
        </ul>
      </div>
      <LiveGrid
        layout={layout}
        onLayout={(n) => {
          setLayout(n);
          setSelected((s) => (s < n ? s : 0));
        }}
        slots={slots}
        selected={selected}
        onSelect={setSelected}
        onClear={(slot) => setSlots((s) => s.map((p, i) => (i === slot ? null : p)))}
        apiOf={apiOf}
        onPanelState={cameras.onPanelState}
      />
    </div>
  );

  if (group) {
    return (
      <div className="ec-page" data-testid="group-video-page">
        {live}
      </div>
    );
  }
  return (
    <div className="ec-page" data-testid="video-page">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'live', label: t('tabs.live'), children: live },
          {
            key: 'points',
            label: t('tabs.points'),
            children: (
              <PointTable
                onPlay={(p) => {
                  show(p);
                  setTab('live');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
