/**
 * Menu icons chosen by an operator (issue 18 item 5): PUT /api/operation-manage/menu/icon sets or resets
 * the icon of a menu or directory of any system. The choice lives in menu.icon, which the catalogue sync
 * never writes, so it survives restarts; menu/routerList and treeList answer it over the manifest's icon.
 */
import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../core/envelope';
import { ApiError } from '../../core/errors';
import { ADMIN_PERMISSIONS } from '../../../schemas/contracts/backOffice';
import { MENU_ICONS } from '../../../schemas/contracts/menuIcons';

const tags = ['back office: menus'];
const security = [{ token: [] }];

const body = {
  type: 'object',
  required: ['id', 'icon'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    icon: { type: ['string', 'null'], enum: [...MENU_ICONS, null], description: 'a name of the menu icon set; null: back to the plugin default' },
  },
} as const;

const answer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    customIcon: { type: ['string', 'null'] },
    defaultIcon: { type: ['string', 'null'] },
    icon: { type: ['string', 'null'], description: 'the effective icon' },
  },
} as const;

export async function menuIconRoutes(app: FastifyInstance) {
  const guard = [app.requireAdmin, app.requirePermission(ADMIN_PERMISSIONS.menu)];

  app.put<{ Body: { id: number; icon: string | null } }>(
    '/api/operation-manage/menu/icon',
    { preHandler: guard, schema: { tags, security, summary: "Set a menu's icon (null: the plugin's default)", body, response: { 200: envelopeSchema(answer) } } },
    async (request) => {
      const { id, icon } = request.body;
      // Buttons (type 2) have no icon; retired entries are not shown anywhere.
      const { rows } = await app.db.query<{ id: number; code: string; custom_icon: string | null; default_icon: string | null }>(
        `UPDATE menu SET icon = $2, updated_at = now() WHERE id = $1 AND type <> 2 AND active
         RETURNING id, code, icon AS custom_icon, meta->>'icon' AS default_icon`,
        [id, icon],
      );
      const row = rows[0];
      if (!row) throw ApiError.notFound();
      return { id: Number(row.id), code: row.code, customIcon: row.custom_icon, defaultIcon: row.default_icon, icon: row.custom_icon ?? row.default_icon };
    },
  );
}
