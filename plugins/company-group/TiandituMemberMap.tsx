import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MemberOverview } from './contract';
import { loadTianditu, type BrowserMapConfig, type TMap } from './tianditu';
import './tianditu.css';

/** Zoom of a board that shows a single member (Tianditu levels: 12 ≈ a city district). */
const SINGLE_MEMBER_ZOOM = 12;

/**
 * The group's members as markers on a Tianditu base map (issue 18: when a browser key is configured).
 * The view fits the members once; refreshed data only replaces the markers, so a user who moved the
 * map keeps his view. If the script cannot load (no network to Tianditu, a refused key), `fallback`
 * (the plain chart) shows instead.
 */
export function TiandituMemberMap({ config, members, dark, fallback, testId }: { config: BrowserMapConfig; members: readonly MemberOverview[]; dark: boolean; fallback: ReactNode; testId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<TMap | null>(null);
  const [failed, setFailed] = useState(false);
  const located = useMemo(() => members.filter((m) => m.longitude !== null && m.latitude !== null), [members]);

  useEffect(() => {
    let cancelled = false;
    loadTianditu(config)
      .then((T) => {
        if (cancelled || !container.current) return;
        const points = located.map((m) => new T.LngLat(m.longitude!, m.latitude!));
        const first = !map.current;
        map.current ??= new T.Map(container.current);
        map.current.clearOverLays();
        located.forEach((m, i) => map.current!.addOverLay(new T.Marker(points[i], { title: m.name })));
        if (first && points.length === 1) map.current.centerAndZoom(points[0], SINGLE_MEMBER_ZOOM);
        else if (first && points.length > 1) map.current.setViewport(points);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [config, located]);

  if (failed) return <>{fallback}</>;
  return <div ref={container} className={`ec-tianditu-map${dark ? ' is-dark' : ''}`} data-testid={testId} data-markers={located.length} />;
}
