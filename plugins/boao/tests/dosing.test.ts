// The dosing formulas of README.md, checked against hand calculations.
import { describe, expect, it } from 'vitest';
import { carbonDose, DEFAULT_DOSING_PARAMS, inletLoads, pacDose, recommendDosing, type DosingBasis } from '../domain/dosing';

const basis: DosingBasis = { inflowM3h: 1800, inletCod: 300, inletTn: 40, inletTp: 4, secondaryTn: 14, secondaryTp: 0.8 };

describe('PAC', () => {
  it('doses β·ΔP·26.98/30.97 mg/L of aluminium as product of Al₂O₃ fraction w', () => {
    // ΔP 0.5, β 2: Al = 0.8712 mg/L; 10 % Al₂O₃ holds 5.292 % Al → 16.46 mg/L of product.
    expect(pacDose(0.5, { molarRatio: 2, pacAl2o3: 0.1 })).toBeCloseTo(16.461, 2);
    expect(pacDose(0.5, { molarRatio: 3, pacAl2o3: 0.1 })).toBeCloseTo(24.692, 2);
    expect(pacDose(0, { molarRatio: 2, pacAl2o3: 0.1 })).toBe(0);
  });
});

describe('carbon source', () => {
  it('doses K·ΔN mg/L of COD as product of COD equivalent e', () => {
    expect(carbonDose(2, { codPerNitrogen: 5, carbonCodEquivalent: 0.195 })).toBeCloseTo(51.282, 2);
  });
});

describe('recommendations', () => {
  it('turn each dose into kg/h and kg/d by the inflow', () => {
    const [pac, carbon, naclo] = recommendDosing(basis, DEFAULT_DOSING_PARAMS);
    expect(pac).toMatchObject({ chemical: 'pac', driver: 0.5, doseMgL: 16.46, kgPerHour: 29.63, kgPerDay: 711.1, missing: [] });
    expect(carbon).toMatchObject({ chemical: 'carbon', driver: 2, doseMgL: 51.28, kgPerHour: 92.31, kgPerDay: 2215.4 });
    expect(naclo).toMatchObject({ chemical: 'naclo', driver: 4, doseMgL: 40, kgPerHour: 72, kgPerDay: 1728 });
  });

  it('dose nothing when the secondary effluent already meets the target', () => {
    const [pac, carbon] = recommendDosing({ ...basis, secondaryTp: 0.25, secondaryTn: 9 }, DEFAULT_DOSING_PARAMS);
    expect([pac.doseMgL, pac.kgPerHour, carbon.doseMgL, carbon.kgPerHour]).toEqual([0, 0, 0, 0]);
  });

  it('say what is missing instead of guessing', () => {
    const [pac, carbon, naclo] = recommendDosing({ ...basis, inflowM3h: null, secondaryTp: null }, DEFAULT_DOSING_PARAMS);
    expect(pac).toMatchObject({ doseMgL: null, kgPerHour: null, missing: ['inflow', 'secondaryTp'] });
    expect(carbon).toMatchObject({ doseMgL: 51.28, kgPerHour: null, missing: ['inflow'] });
    expect(naclo.kgPerHour).toBeNull();
  });

  it('compute the inlet loads as Q·C/1000 kg/h', () => {
    expect(inletLoads(basis)).toEqual({ cod: 540, tn: 72, tp: 7.2 });
    expect(inletLoads({ ...basis, inflowM3h: null })).toEqual({ cod: null, tn: null, tp: null });
  });
});
