/**
 * Tianditu-style map service behind the /search and /geocoder proxy (the server key never reaches the
 * browser), and the browser key of the Tianditu JavaScript API for base maps (public by design).
 */
export interface MapConfig {
  /** Service key (TIANDITU_KEY); without it the proxy answers 2010104 and users type coordinates. */
  key?: string;
  /**
   * Browser key (TIANDITU_BROWSER_KEY): Tianditu issues browser-side keys (bound to the site's domain)
   * apart from server-side ones; this one goes to the browser, so it is never the server key. Without
   * it screens draw their plain charts instead of a Tianditu map.
   */
  browserKey?: string;
  /** The Tianditu JavaScript API without its key (TIANDITU_JS_URL), default the public v4.0 API. */
  jsApiUrl: string;
  /** Base URL (TIANDITU_URL), default the public Tianditu API. */
  url: string;
  timeoutMs: number;
}

export function mapConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MapConfig {
  return {
    key: env.TIANDITU_KEY?.trim() || undefined,
    browserKey: env.TIANDITU_BROWSER_KEY?.trim() || undefined,
    jsApiUrl: env.TIANDITU_JS_URL?.trim() || 'https://api.tianditu.gov.cn/api?v=4.0',
    url: (env.TIANDITU_URL?.trim() || 'https://api.tianditu.gov.cn').replace(/\/+$/, ''),
    timeoutMs: Number(env.TIANDITU_TIMEOUT_MS || 8000),
  };
}
