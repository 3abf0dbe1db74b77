/** Paging of the back-office lists: the same pageNum/pageSize rules as the module lists (docs/api.md). */
export const PAGE_SIZES = ['10', '20', '30', '50'] as const;

export const pageQueryProperties = {
  pageNum: { type: 'string', pattern: '^[1-9]\\d{0,5}$', description: '1-based, default 1' },
  pageSize: { type: 'string', enum: [...PAGE_SIZES], description: 'default 20' },
} as const;

export interface PageQuery {
  pageNum?: string;
  pageSize?: string;
}

export function paging(query: PageQuery): { limit: number; offset: number } {
  const limit = Number(query.pageSize ?? 20);
  const page = Number(query.pageNum ?? 1);
  return { limit, offset: (page - 1) * limit };
}

/** Search text as the spec's search bars send it: trimmed, at most 20 characters, LIKE wildcards escaped. */
export function likePattern(value: string | undefined): string | null {
  const text = value?.trim().slice(0, 20);
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageResult<T>(rows: (T & { total?: number })[]): { records: T[]; total: number } {
  const total = rows.length > 0 ? Number(rows[0].total) : 0;
  return { records: rows.map(({ total: _t, ...rest }) => rest as T), total };
}

export const looseObject = { type: 'object', additionalProperties: true } as const;

export function pageData(item: Record<string, unknown> = looseObject) {
  return { type: 'object', properties: { records: { type: 'array', items: item }, total: { type: 'integer' } } } as const;
}
