/** The wire shapes of __NAME__, shared by the page and the server routes. */
export const API_BASE = '/enterprise-side-app/__CAMEL__';
export const TITLE_MAX = 50;

export interface __PASCAL__Item {
  id: number;
  title: string;
  createdAt: string;
}

export interface __PASCAL__Page {
  records: __PASCAL__Item[];
  total: number;
}
