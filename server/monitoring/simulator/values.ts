/**
 * Plausible readings for demos and load tests: a mean-reverting random walk around a base value, with
 * occasional excursions towards or past the limits so that warnings and alarms show up now and then.
 */

export interface FactorProfile {
  code: string;
  /** Typical value. */
  base: number;
  /** Typical deviation from base. */
  spread: number;
  decimals: number;
  alarmMin?: number;
  alarmMax?: number;
  warnMin?: number;
  warnMax?: number;
}

/** Deterministic PRNG (mulberry32): a seeded demo shows the same history on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed from text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface WalkOptions {
  /** Chance per step that an excursion starts. */
  excursionChance?: number;
}

export class ValueWalk {
  private current: number;
  private excursion = 0;
  private readonly excursionChance: number;

  constructor(
    private readonly profile: FactorProfile,
    private readonly random: () => number,
    opts: WalkOptions = {},
  ) {
    this.current = profile.base;
    this.excursionChance = opts.excursionChance ?? 0.01;
  }

  next(): number {
    const p = this.profile;
    const noise = (this.random() * 2 - 1) * p.spread * 0.5;
    this.current += (p.base - this.current) * 0.2 + noise;
    if (this.excursion > 0) this.excursion -= 1;
    else if (p.alarmMax !== undefined && this.random() < this.excursionChance) this.excursion = 1 + Math.floor(this.random() * 3);
    let value = this.current;
    if (this.excursion > 0 && p.alarmMax !== undefined) {
      // Between the warning limit and 30 % above the alarm limit.
      const low = p.warnMax ?? p.alarmMax * 0.8;
      value = low + this.random() * (p.alarmMax * 1.3 - low);
    }
    const floor = p.alarmMin !== undefined ? p.alarmMin * 0.9 : 0;
    const factor = 10 ** p.decimals;
    return Math.round(Math.max(value, floor) * factor) / factor;
  }
}
