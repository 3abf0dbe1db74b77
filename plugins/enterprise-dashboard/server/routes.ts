/**
 * The dashboard's board theme per user (spec §7): POST group/screen/changeBoardTheme {style: 0|1} and
 * GET group/screen/boardTheme (data 1 = dark, 0 = light, also when never chosen). A client session is
 * enough: the choice belongs to the user, not to one enterprise.
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ApiError, CLIENT_PREFIX, compileInput, envelopeSchema, type JsonSchema } from '../../../server/plugin-api';

const BASE = `${CLIENT_PREFIX}/group/screen`;
const tags = ['monitoring: dashboard'];

export const BOARD_THEME = { light: 0, dark: 1 } as const;

const themeBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['style'],
  properties: { style: { type: 'integer', enum: [0, 1], description: '0 light, 1 dark' } },
};

export async function boardThemeRoutes(app: FastifyInstance): Promise<void> {
  const body = compileInput<{ style: 0 | 1 }>(themeBody, 'body');
  const options = (summary: string, extra: Record<string, unknown> = {}): RouteShorthandOptions => ({
    schema: { tags, summary, security: [{ token: [] }], ...extra, response: { 200: envelopeSchema({ type: 'integer', enum: [0, 1] }) } },
    validatorCompiler: () => () => true, // validated in the handler with the monitoring messages
    preHandler: app.requireClientSession,
  });
  const userId = (auth: { userId: number } | undefined): number => {
    if (!auth) throw ApiError.noPermission();
    return auth.userId;
  };

  app.get(`${BASE}/boardTheme`, options('Board theme of the signed-in user (1 dark, 0 light)'), async (req) => {
    const { rows } = await app.db.query<{ style: number }>('SELECT style FROM user_board_theme WHERE user_id = $1', [userId(req.auth)]);
    return rows[0]?.style ?? BOARD_THEME.light;
  });

  app.post(`${BASE}/changeBoardTheme`, options('Choose the board theme (style 0 light, 1 dark)', { body: themeBody }), async (req) => {
    const { style } = body(req.body, req.locale);
    await app.db.query(
      `INSERT INTO user_board_theme (user_id, style) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET style = EXCLUDED.style, updated_at = now()`,
      [userId(req.auth), style],
    );
    return style;
  });
}
