/**
 * The HJ 212-2017 factor table (appendix B.1 water, B.2 gas) as shipped in
 * `hj212_2017_factor_codes.csv`, and the mapping from the HJ/T 212-2005 short codes still sent by
 * older devices (`011` COD, `B02` flue-gas flow, `01` dust…) to the 2017 codes. The caller supplies
 * the file contents, so this module stays free of I/O.
 */

export type Medium = 'water' | 'gas';

export interface FactorDefinition {
  /** `B.1` or `B.2` (as in the CSV). */
  table: string;
  medium: Medium | undefined;
  code: string;
  nameCn: string;
  /** HJ/T 212-2005 code, when the standard lists one. */
  code2005?: string;
  unitConcentration?: string;
  unitAmount?: string;
  /** N-format, e.g. `N5.2`. */
  dataType?: string;
}

export interface FactorCatalog {
  readonly factors: readonly FactorDefinition[];
  readonly byCode: ReadonlyMap<string, FactorDefinition>;
  /** Every 2017 factor that lists the 2005 code (more than one means the code alone is ambiguous). */
  readonly by2005: ReadonlyMap<string, readonly FactorDefinition[]>;
}

const TABLE_MEDIUM = new Map<string, Medium>([['B.1', 'water'], ['B.2', 'gas']]);
const REQUIRED_COLUMNS = ['table', 'code_2017', 'name_cn', 'code_2005_original'];

/** Rows of an RFC 4180 CSV (quoted fields with `,`, `""` escapes, CRLF or LF, optional BOM). */
function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell !== ''));
}

/** Parses the factor-code CSV. Throws when the header lacks the expected columns. */
export function parseFactorCsv(csv: string): FactorDefinition[] {
  const [header, ...rows] = parseCsvRows(csv);
  const col = new Map((header ?? []).map((name, i) => [name.trim(), i]));
  const missing = REQUIRED_COLUMNS.filter((name) => !col.has(name));
  if (missing.length) throw new Error(`Factor CSV lacks columns: ${missing.join(', ')}`);
  const get = (row: string[], name: string): string | undefined => {
    const i = col.get(name);
    const value = i === undefined ? undefined : row[i]?.trim();
    return value ? value : undefined;
  };
  return rows.flatMap((row) => {
    const code = get(row, 'code_2017');
    if (!code) return [];
    const table = get(row, 'table') ?? '';
    const def: FactorDefinition = { table, medium: TABLE_MEDIUM.get(table), code, nameCn: get(row, 'name_cn') ?? '' };
    const optional = {
      code2005: get(row, 'code_2005_original'),
      unitConcentration: get(row, 'default_unit_concentration'),
      unitAmount: get(row, 'default_unit_amount'),
      dataType: get(row, 'default_data_type'),
    };
    for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(def, { [key]: value });
    return [def];
  });
}

export function createFactorCatalog(csv: string): FactorCatalog {
  const factors = parseFactorCsv(csv);
  const byCode = new Map<string, FactorDefinition>();
  const by2005 = new Map<string, FactorDefinition[]>();
  for (const def of factors) {
    if (!byCode.has(def.code)) byCode.set(def.code, def);
    if (def.code2005) {
      const list = by2005.get(def.code2005) ?? [];
      if (!list.some((d) => d.code === def.code)) list.push(def);
      by2005.set(def.code2005, list);
    }
  }
  return { factors, byCode, by2005 };
}

// ST (table 5) → medium, for the system codes whose medium is clear; others give no hint.
const ST_MEDIUM = new Map<string, Medium>([
  ...['21', '24', '26', '32', '52'].map((st) => [st, 'water'] as const),
  ...['22', '27', '31', '39', '51'].map((st) => [st, 'gas'] as const),
]);

/** Water or gas for a packet's ST, when the system code says so. */
export const mediumOfSystemCode = (st: string): Medium | undefined => ST_MEDIUM.get(st);

/**
 * The 2017 code for `code`: itself when it is a 2017 code, the mapped code when it is a 2005 code
 * with exactly one match (among factors of `medium`, when given), otherwise `code` unchanged.
 * The medium matters because 2005 codes were only unique per table, and vendors reuse short numbers:
 * a gas packet's `023` (sample line 6) is not water's 总铬 `w20116`.
 */
export function normaliseFactorCode(catalog: FactorCatalog, code: string, medium?: Medium): string {
  if (catalog.byCode.has(code)) return code;
  const candidates = (catalog.by2005.get(code) ?? []).filter((d) => medium === undefined || d.medium === medium);
  return candidates.length === 1 ? candidates[0].code : code;
}
