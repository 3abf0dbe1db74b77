/** Articles in the database: the back office's list and writes, the state moves, what enterprise users read. */
import { containsPattern, offsetOf, type Db, type Locale, type Paging } from '../../../server/plugin-api';
import {
  canMoveNews,
  canMoveSynopsis,
  EDITABLE_NEWS,
  NEWS_STATUS,
  NEWS_TRANSITIONS,
  SYNOPSIS_STATUS,
  SYNOPSIS_TRANSITIONS,
  type ArticleDetail,
  type ArticleFile,
  type ArticleRow,
  type HeadlineDetail,
  type HeadlineRow,
  type NewsAction,
  type NewsStatus,
  type Paged,
  type SynopsisAction,
  type SynopsisStatus,
} from '../contract';
import { fieldError, newsRefused, synopsisRefused } from './messages';
import { ApiError } from '../../../server/plugin-api';

type Tx = Pick<Db, 'query'>;

const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));

export interface HeadlineFilter {
  title?: string;
  beginDate?: string;
  endDate?: string;
}

export interface AdminFilter extends HeadlineFilter {
  newsStatus?: NewsStatus;
  synopsisStatus?: SynopsisStatus;
}

/** A clean article as the routes hand it over (title trimmed, body already sanitised, files verified). */
export interface CleanArticle {
  title: string;
  synopsis: string;
  body: string;
  cover: ArticleFile | null;
  attachments: ArticleFile[];
}

const ROW = `a.id, a.title, a.news_status AS "newsStatus", a.synopsis_status AS "synopsisStatus", a.read_count AS "readCount",
  a.published_at AS "publishedAt", a.created_at AS "createdAt", a.updated_at AS "updatedAt", u.name AS "createdByName"`;
const FROM = 'content_article a LEFT JOIN app_user u ON u.id = a.created_by';

/** WHERE parts of the title and date search; dates are Beijing calendar days of the publication. */
function searchParts(f: HeadlineFilter, params: unknown[], dateColumn: string): string[] {
  const where: string[] = [];
  if (f.title?.trim()) where.push(`a.title ILIKE $${params.push(containsPattern(f.title))}`);
  if (f.beginDate) where.push(`${dateColumn} >= ($${params.push(f.beginDate)}::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  if (f.endDate) where.push(`${dateColumn} < (($${params.push(f.endDate)}::date) + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`);
  return where;
}

async function paged<T>(db: Tx, select: string, from: string, where: string[], order: string, params: unknown[], paging: Paging): Promise<Paged<T>> {
  const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} ${sql}`, params);
  const { rows } = await db.query<T>(`SELECT ${select} FROM ${from} ${sql} ORDER BY ${order} LIMIT ${paging.pageSize} OFFSET ${offsetOf(paging)}`, params);
  return { records: rows, total: total.rows[0]?.total ?? 0 };
}

/** Back office: every article in any state, recently changed first; the date search is on the creation day. */
export function articlePage(db: Tx, f: AdminFilter, paging: Paging): Promise<Paged<ArticleRow>> {
  const params: unknown[] = [];
  const where = searchParts(f, params, 'a.created_at');
  if (f.newsStatus !== undefined) where.push(`a.news_status = $${params.push(f.newsStatus)}`);
  if (f.synopsisStatus !== undefined) where.push(`a.synopsis_status = $${params.push(f.synopsisStatus)}`);
  return paged<ArticleRow>(db, ROW, FROM, where, 'a.updated_at DESC, a.id DESC', params, paging);
}

export async function articleDetail(db: Tx, id: number): Promise<ArticleDetail | null> {
  const { rows } = await db.query<ArticleDetail>(`SELECT ${ROW}, a.synopsis, a.body, a.cover, a.attachments FROM ${FROM} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function createArticle(db: Tx, input: CleanArticle, userId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO content_article (title, synopsis, body, cover, attachments, created_by, updated_by)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $6) RETURNING id`,
    [input.title, input.synopsis, input.body, jsonOrNull(input.cover), JSON.stringify(input.attachments), userId],
  );
  return Number(rows[0].id);
}

/** The article's states, row-locked for the rest of the transaction (two operators never cross). */
async function lockStates(tx: Tx, id: number): Promise<{ news: NewsStatus; synopsis: SynopsisStatus; synopsisText: string }> {
  const { rows } = await tx.query<{ news: number; synopsis: number; synopsis_text: string }>(
    'SELECT news_status AS news, synopsis_status AS synopsis, synopsis AS synopsis_text FROM content_article WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw ApiError.notFound();
  return { news: Number(rows[0].news) as NewsStatus, synopsis: Number(rows[0].synopsis) as SynopsisStatus, synopsisText: rows[0].synopsis_text };
}

export function updateArticle(db: Db, id: number, input: CleanArticle, userId: number, locale: Locale): Promise<void> {
  return db.transaction(async (tx) => {
    const { news } = await lockStates(tx, id);
    if (!EDITABLE_NEWS.includes(news)) throw newsRefused('edit', news, locale);
    await tx.query(
      `UPDATE content_article SET title = $2, synopsis = $3, body = $4, cover = $5::jsonb, attachments = $6::jsonb, updated_by = $7, updated_at = now()
        WHERE id = $1`,
      [id, input.title, input.synopsis, input.body, jsonOrNull(input.cover), JSON.stringify(input.attachments), userId],
    );
  });
}

export function removeArticle(db: Db, id: number, locale: Locale): Promise<void> {
  return db.transaction(async (tx) => {
    const { news } = await lockStates(tx, id);
    if (!EDITABLE_NEWS.includes(news)) throw newsRefused('remove', news, locale);
    await tx.query('DELETE FROM content_article WHERE id = $1', [id]);
  });
}

/** Publish or withdraw the article; withdrawing also withdraws a published synopsis (it may not outlive it). */
export function moveNews(db: Db, id: number, action: NewsAction, userId: number, locale: Locale): Promise<void> {
  return db.transaction(async (tx) => {
    const { news, synopsis } = await lockStates(tx, id);
    if (!canMoveNews(action, news)) throw newsRefused(action, news, locale);
    const to = NEWS_TRANSITIONS[action].to;
    const synopsisTo = to !== NEWS_STATUS.published && synopsis === SYNOPSIS_STATUS.published ? SYNOPSIS_STATUS.withdrawn : synopsis;
    await tx.query(
      `UPDATE content_article SET news_status = $2::int, synopsis_status = $3::int, updated_by = $4, updated_at = now(),
              published_at = CASE WHEN $2::int = ${NEWS_STATUS.published} THEN now() ELSE published_at END
        WHERE id = $1`,
      [id, to, synopsisTo, userId],
    );
  });
}

/** Publish or withdraw the synopsis: published only beside a published article, and never an empty one. */
export function moveSynopsis(db: Db, id: number, action: SynopsisAction, userId: number, locale: Locale): Promise<void> {
  return db.transaction(async (tx) => {
    const { news, synopsis, synopsisText } = await lockStates(tx, id);
    if (!canMoveSynopsis(action, synopsis)) throw synopsisRefused(action, synopsis, locale);
    if (action === 'publish' && news !== NEWS_STATUS.published) throw ApiError.badParameter([fieldError('newsStatus', 'synopsisNeedsArticle', locale)], locale);
    if (action === 'publish' && !synopsisText.trim()) throw ApiError.badParameter([fieldError('synopsis', 'synopsisEmpty', locale)], locale);
    await tx.query('UPDATE content_article SET synopsis_status = $2, updated_by = $3, updated_at = now() WHERE id = $1', [id, SYNOPSIS_TRANSITIONS[action].to, userId]);
  });
}

const HEADLINE = `a.id, a.title, CASE WHEN a.synopsis_status = ${SYNOPSIS_STATUS.published} THEN a.synopsis END AS synopsis,
  a.read_count AS "readCount", a.published_at AS "publishedAt", a.cover`;

/** Enterprise users: published articles only, newest publication first; the synopsis only while published. */
export function headlinePage(db: Tx, f: HeadlineFilter, paging: Paging): Promise<Paged<HeadlineRow>> {
  const params: unknown[] = [];
  const where = [`a.news_status = ${NEWS_STATUS.published}`, ...searchParts(f, params, 'a.published_at')];
  return paged<HeadlineRow>(db, HEADLINE, 'content_article a', where, 'a.published_at DESC, a.id DESC', params, paging);
}

/**
 * One published article for a reader (anything else does not exist for them: 2010105), counting the
 * reader once: the first opening by a user adds one to the read count, in the same transaction.
 */
export function readHeadline(db: Db, id: number, userId: number): Promise<HeadlineDetail | null> {
  return db.transaction(async (tx) => {
    const { rows: visible } = await tx.query<{ id: number }>(`SELECT id FROM content_article WHERE id = $1 AND news_status = ${NEWS_STATUS.published}`, [id]);
    if (!visible[0]) return null;
    const first = await tx.query('INSERT INTO content_article_reader (article_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, userId]);
    if (first.rowCount > 0) await tx.query('UPDATE content_article SET read_count = read_count + 1 WHERE id = $1', [id]);
    const { rows } = await tx.query<HeadlineDetail>(`SELECT ${HEADLINE}, a.body, a.attachments FROM content_article a WHERE a.id = $1`, [id]);
    return rows[0] ?? null;
  });
}

/** The cover and attachments of a published article; null for any other (readers never reach their files). */
export async function publishedFiles(db: Tx, id: number): Promise<{ cover: ArticleFile | null; attachments: ArticleFile[] } | null> {
  const { rows } = await db.query<{ cover: ArticleFile | null; attachments: ArticleFile[] }>(
    `SELECT cover, attachments FROM content_article WHERE id = $1 AND news_status = ${NEWS_STATUS.published}`,
    [id],
  );
  return rows[0] ?? null;
}
