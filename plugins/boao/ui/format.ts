/** Number display of the data centre: fixed decimals, thousands separators for volumes, '--' for no value. */
export const NO_VALUE = '--';

export function fmt(value: number | null | undefined, decimals?: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE;
  return decimals === undefined ? String(Number(value.toFixed(4))) : value.toFixed(decimals);
}

export function fmtVolume(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE;
  return Math.round(value).toLocaleString('en-US');
}

/** Spec §9 list layout (total, sizes, prev, pager, next, jumper) for tables paged in the browser. */
export function pagination(total: (n: number) => string) {
  return {
    className: 'ec-list-pagination',
    defaultPageSize: 20,
    pageSizeOptions: ['10', '20', '30', '50'],
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: total,
  };
}
