/** Receiver settings from the environment (documented in docs/monitoring.md). */

export interface ReceiverConfig {
  /** HJ212_ENABLED=0 turns the TCP receiver off (the HTTP endpoint stays). */
  enabled: boolean;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** HJ212_LENIENT_CRC=1: also accept the byte-swapped CRC-16/MODBUS trailer of some vendors. */
  lenientCrc: boolean;
  maxConnections: number;
  /** A connection silent for this long is closed. Loggers send every 30–3600 s, so keep it above their interval. */
  idleTimeoutMs: number;
  /** Largest data segment accepted (bytes); bounds each connection's buffer. */
  maxDataLength: number;
  /** Packets of one connection waiting for their commit before reading pauses. */
  maxInFlightPerConnection: number;
  /** Unusable frames in a row after which a connection is closed. */
  maxBadFrames: number;
  /** HJ212_WRITERS: writer transactions in flight (PostgreSQL); 0 = the default (4 on PostgreSQL, 1 on PGlite). */
  writers: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}..${max}, got ${raw}`);
  return n;
}

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
};

export function loadReceiverConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ReceiverConfig> = {}): ReceiverConfig {
  return {
    enabled: flag(env, 'HJ212_ENABLED', true),
    host: env.HJ212_HOST || '127.0.0.1',
    port: int(env, 'HJ212_PORT', 9212, 0, 65535),
    lenientCrc: flag(env, 'HJ212_LENIENT_CRC', false),
    maxConnections: int(env, 'HJ212_MAX_CONNECTIONS', 5000, 1, 100_000),
    idleTimeoutMs: int(env, 'HJ212_IDLE_TIMEOUT_SECONDS', 600, 5, 86_400) * 1000,
    maxDataLength: int(env, 'HJ212_MAX_DATA_LENGTH', 4096, 1024, 9999),
    maxInFlightPerConnection: 64,
    maxBadFrames: 20,
    writers: int(env, 'HJ212_WRITERS', 0, 0, 32),
    ...overrides,
  };
}
