import type { TablePaginationConfig } from 'antd';
import { i18n } from '../i18n';
import { PAGE_SIZES } from '../../schemas/fieldKinds';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/**
 * The pagination bar of a plugin's list table (spec §9: sizes 10/20/30/50, "共 N 条", jumper): changing
 * the page size goes back to page 1.
 */
export function tablePagination(paging: Paging, total: number, setPaging: (next: Paging) => void): TablePaginationConfig {
  return {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (n) => i18n.t('runtime:list.total', { total: n }),
    onChange: (pageNum, pageSize) => setPaging({ pageNum: pageSize !== paging.pageSize ? 1 : pageNum, pageSize }),
  };
}
