/**
 * The export writes a number column's database text as it is when isJsNumberText accepts it; that must
 * be exactly the text JavaScript prints for the number, or the file would differ from the one written
 * from the parsed number. Checked against String(Number(text)) over texts of every shape.
 */
import { describe, expect, it } from 'vitest';
import { isJsNumberText } from '../../server/modules/export';

/** A deterministic stream of doubles over many magnitudes (no Math.random: failures must repeat). */
function* doubles(count: number): Generator<number> {
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 30 - 10);
    const x = next() * magnitude * (next() < 0.2 ? -1 : 1);
    yield x;
    yield Math.round(x);
    yield Math.round(x * 1000) / 1000;
  }
}

/** The shapes a number's text can take: JavaScript's own, PostgreSQL's %g-like forms, fixed decimals with trailing zeros. */
function texts(x: number): string[] {
  const out = [String(x)];
  for (let p = 1; p <= 17; p++) out.push(x.toPrecision(p), x.toPrecision(p).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
  if (Math.abs(x) < 1e21) for (let f = 0; f <= 8; f++) out.push(x.toFixed(f));
  out.push(x.toExponential(), x.toExponential().replace('e+', 'e'));
  return out;
}

describe('isJsNumberText', () => {
  it('accepts a text only when JavaScript prints Number(text) exactly as that text', () => {
    let accepted = 0;
    const wrong: string[] = [];
    for (const x of doubles(4000)) {
      for (const text of texts(x)) {
        if (!isJsNumberText(text)) continue;
        accepted++;
        if (String(Number(text)) !== text) wrong.push(text);
      }
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(10_000);
  });

  it('takes the texts PostgreSQL answers for ordinary amounts, and leaves the rest to Number', () => {
    for (const text of ['0', '12.5', '-3.25', '100', '0.001', '0.000001', '99999999.99', '123456789012345']) expect(isJsNumberText(text), text).toBe(true);
    const refused = ['-0', 'NaN', 'Infinity', '-Infinity', '1e+15', '1.5e-05', '0.0000001', '1234567890123456', '0.30000000000000004', '12.50', '012', '1.', '.5', '', ' 1', '+1'];
    for (const text of refused) expect(isJsNumberText(text), text).toBe(false);
  });
});
