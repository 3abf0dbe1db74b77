/**
 * The Tianditu JavaScript API (v4.0), loaded once per page from the configured URL with the browser key
 * (`tk`). Only the few calls the group board makes are typed here. The key is put in the script URL and
 * nowhere else: never logged, never stored.
 */

export interface TLngLat {
  lng: number;
  lat: number;
}
export interface TOverlay {
  readonly __overlay?: never;
}
export interface TMap {
  centerAndZoom(center: TLngLat, zoom: number): void;
  setViewport(points: TLngLat[]): void;
  addOverLay(overlay: TOverlay): void;
  clearOverLays(): void;
}
export interface TiandituApi {
  Map: new (container: HTMLElement) => TMap;
  LngLat: new (lng: number, lat: number) => TLngLat;
  Marker: new (at: TLngLat, opts?: { title?: string }) => TOverlay;
}

/** What the server answers at map/browser when a browser key is configured. */
export interface BrowserMapConfig {
  browserKey: string;
  scriptUrl: string;
}

let loading: { url: string; api: Promise<TiandituApi> } | null = null;

/** The script URL with the key: `tk` is how Tianditu takes it, in the script and in every tile request. */
export function scriptUrlWithKey(config: BrowserMapConfig): string {
  return `${config.scriptUrl}${config.scriptUrl.includes('?') ? '&' : '?'}tk=${encodeURIComponent(config.browserKey)}`;
}

/** Resolves with the global `T` once the script ran; a failed load may be retried by the next caller. */
export function loadTianditu(config: BrowserMapConfig): Promise<TiandituApi> {
  const url = scriptUrlWithKey(config);
  if (loading?.url === url) return loading.api;
  const api = new Promise<TiandituApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const T = (window as unknown as { T?: TiandituApi }).T;
      if (T?.Map) resolve(T);
      else reject(new Error('the Tianditu script defined no map API'));
    };
    script.onerror = () => reject(new Error('the Tianditu script did not load'));
    document.head.appendChild(script);
  });
  loading = { url, api };
  api.catch(() => {
    if (loading?.api === api) loading = null;
  });
  return api;
}
