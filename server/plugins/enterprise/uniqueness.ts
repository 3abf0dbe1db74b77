import type { Locale } from '../../../data-providers/catalogue';
import { codeMessage, ErrorCode } from '../../../data-providers/catalogue';
import type { Db } from '../../core/contracts';
import { ApiError, type FieldError } from '../../core/errors';

/**
 * Issue 12: an enterprise's credit code and its name are its own (docs/decisions.md). A clash answers
 * 2010108 naming the field and the enterprise that holds the value, so the form can say what to fix
 * instead of a bare 重复请求.
 */
export async function refuseTakenIdentity(
  db: Pick<Db, 'query'>,
  candidate: { id?: number; name?: string | null; socialCreditCode?: string | null },
  locale: Locale,
): Promise<void> {
  const id = candidate.id ?? 0;
  const errors: FieldError[] = [];
  if (candidate.socialCreditCode) {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM enterprise WHERE social_credit_code = $1 AND id <> $2 LIMIT 1', [candidate.socialCreditCode, id]);
    if (rows[0]) errors.push({ field: 'socialCreditCode', message: texts.codeTaken[locale](rows[0].name) });
  }
  if (candidate.name && candidate.name.trim()) {
    const { rows } = await db.query<{ code: string | null }>(
      'SELECT social_credit_code AS code FROM enterprise WHERE lower(btrim(name)) = lower(btrim($1)) AND id <> $2 LIMIT 1',
      [candidate.name, id],
    );
    if (rows[0]) errors.push({ field: 'name', message: texts.nameTaken[locale](rows[0].code) });
  }
  if (errors.length === 0) return;
  const head = (l: Locale) => `${codeMessage(ErrorCode.Duplicate, l)}: ${errors.map((e) => e.message).join('; ')}`;
  // Field texts follow the caller's language; the head is built for both so the toast matches.
  throw ApiError.localized(ErrorCode.Duplicate, { 'zh-CN': head('zh-CN'), 'en-US': head('en-US') }, { errors });
}

const texts = {
  codeTaken: {
    'zh-CN': (name: string) => `该统一社会信用代码已被企业「${name}」使用`,
    'en-US': (name: string) => `this unified social credit code is already used by "${name}"`,
  },
  nameTaken: {
    'zh-CN': (code: string | null) => `已有同名企业${code ? `（统一社会信用代码 ${code}）` : ''}，企业名称不能重复`,
    'en-US': (code: string | null) => `an enterprise with this name already exists${code ? ` (credit code ${code})` : ''}; names must be unique`,
  },
} satisfies Record<string, Record<Locale, (v: never) => string>>;
