/** Tianditu-style map service behind the /search and /geocoder proxy; the key never reaches the browser. */
export interface MapConfig {
  /** Service key (TIANDITU_KEY); without it the proxy answers 2010104 and users type coordinates. */
  key?: string;
  /** Base URL (TIANDITU_URL), default the public Tianditu API. */
  url: string;
  timeoutMs: number;
}

export function mapConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MapConfig {
  return {
    key: env.TIANDITU_KEY?.trim() || undefined,
    url: (env.TIANDITU_URL?.trim() || 'https://api.tianditu.gov.cn').replace(/\/+$/, ''),
    timeoutMs: Number(env.TIANDITU_TIMEOUT_MS || 8000),
  };
}
