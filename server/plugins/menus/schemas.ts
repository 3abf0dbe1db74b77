/** JSON schemas of the menu routes (data part; the routes wrap it in the envelope). */

export const menuNodeSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    code: { type: 'string', description: 'stable key; the browser menu key' },
    name: { type: 'string' },
    path: { type: ['string', 'null'] },
    type: { type: 'integer', description: '0 directory, 1 menu, 2 button permission' },
    menuStyle: { type: 'integer', description: '1 side-button style, 0 normal' },
    orderNum: { type: 'integer' },
    perms: { type: ['string', 'null'], description: 'permission key (route key of a menu, button key of a type-2 entry)' },
    systemId: { type: 'integer' },
    meta: { type: 'object', additionalProperties: true, description: 'title, titleEn, icon (the effective one), permission, hidden, fullScreen, buttonAuth' },
    customIcon: { type: ['string', 'null'], description: 'back office tree only: the icon an operator chose (null: none)' },
    defaultIcon: { type: ['string', 'null'], description: "back office tree only: the plugin's own icon" },
    children: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const menuTreeSchema = { type: 'array', items: menuNodeSchema } as const;

export const treeListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    systemId: { type: 'integer', minimum: 1, maximum: 3 },
    editionId: { type: 'integer', minimum: 1 },
  },
} as const;

export const editionParams = {
  type: 'object',
  required: ['editionId'],
  properties: { editionId: { type: 'integer', minimum: 1 } },
} as const;

export const idListSchema = { type: 'array', items: { type: 'integer' } } as const;
