import { describe, expect, it } from 'vitest';
import { sharedLines, sharedText } from '../support/shared-data';
import { createFactorCatalog, mediumOfSystemCode, normaliseFactorCode, parseFactorCsv } from '../../server/hj212/factors';
import { parsePacket } from '../../server/hj212/parse';

const csv = sharedText('hj212_2017_factor_codes.csv');
const catalog = createFactorCatalog(csv);

describe('factor table', () => {
  it('loads every row of the CSV, with quoted names and CRLF line ends handled', () => {
    const rows = csv.split(/\r?\n/).filter(Boolean).length - 1;
    expect(catalog.factors).toHaveLength(rows);
    expect(catalog.byCode.get('w01018')).toEqual({
      table: 'B.1', medium: 'water', code: 'w01018', nameCn: '化学需氧量', code2005: '011',
      unitConcentration: '毫克/升', unitAmount: '千克', dataType: 'N5.1',
    });
    expect(catalog.byCode.get('a24018')?.nameCn).toBe('1,1,1-三氯乙烷');
    expect(catalog.factors.every((f) => !/[\r\n"]/.test(Object.values(f).join('')))).toBe(true);
    const oxygen = catalog.byCode.get('a19001')!;
    expect(oxygen).toMatchObject({ medium: 'gas', code2005: 'S01' });
    expect('unitAmount' in oxygen).toBe(false);
  });

  it('maps 2005 codes to 2017 codes and leaves 2017 and unknown codes alone', () => {
    expect(normaliseFactorCode(catalog, '011')).toBe('w01018');
    expect(normaliseFactorCode(catalog, 'B02')).toBe('a00000');
    expect(normaliseFactorCode(catalog, '01')).toBe('a34013');
    expect(normaliseFactorCode(catalog, 'w01018')).toBe('w01018');
    expect(normaliseFactorCode(catalog, 'ele01')).toBe('ele01');
  });

  it('normalises every factor of the 2005-style water sample (line 13) using its ST', () => {
    const line13 = sharedLines('hj212_samples.txt')[12];
    const result = parsePacket(line13);
    if (!result.ok) throw new Error(result.error.message);
    const medium = mediumOfSystemCode(result.packet.st);
    expect(medium).toBe('water');
    expect(mediumOfSystemCode('constructor')).toBeUndefined();
    const mapping = Object.fromEntries(Object.keys(result.packet.cpData.factors).map((c) => [c, normaliseFactorCode(catalog, c, medium)]));
    expect(mapping).toEqual({ '001': 'w01001', B01: 'w00000', '011': 'w01018', '060': 'w21003', '101': 'w21011', '065': 'w21001' });
  });

  it('does not map a code across media or when it is ambiguous', () => {
    expect(normaliseFactorCode(catalog, '023', 'water')).toBe('w20116');
    expect(normaliseFactorCode(catalog, '023', 'gas')).toBe('023');
    const twice = createFactorCatalog(
      'table,code_2017,name_cn,code_2005_original\nB.1,w1,甲,X1\nB.2,a1,乙,X1\n',
    );
    expect(twice.by2005.get('X1')).toHaveLength(2);
    expect(normaliseFactorCode(twice, 'X1')).toBe('X1');
    expect(normaliseFactorCode(twice, 'X1', 'gas')).toBe('a1');
  });

  it('rejects a file without the expected columns', () => {
    expect(() => parseFactorCsv('code,name\nw01018,COD\n')).toThrow(/lacks columns/);
  });
});
