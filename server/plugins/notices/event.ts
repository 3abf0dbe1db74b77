/** The notice channel's message: what a browser needs to show a new notice at once (docs/decisions.md). */
export interface NoticeEvent {
  id: number;
  userId: number;
  enterpriseId: number;
  type: number;
  title: string;
  bizId: string | null;
  link: string | null;
}

/** LISTEN/NOTIFY channel of new notices (PostgreSQL across processes; PGlite inside the process). */
export const NOTICE_CHANNEL = 'ec_notice';
