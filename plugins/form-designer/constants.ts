import { FORM_ADMIN_PERMISSIONS, FORM_PERMISSIONS } from '../../schemas/contracts/forms';

export { FORM_ADMIN_PERMISSIONS, FORM_PERMISSIONS };

export const ROUTES = {
  list: '/formDesigner/page',
  design: '/formDesigner/design',
  designEdit: '/formDesigner/design/:id',
  /** A saved form filled in as its users will (rendered by key, checked by the server on submit). */
  fill: '/formDesigner/fill/:formKey',
  adminList: '/admin/form-templates',
  adminDesign: '/admin/form-templates/design',
  adminDesignEdit: '/admin/form-templates/design/:id',
} as const;

/** Spec §2 toolbar: PC, Pad and H5 canvas widths. */
export const LAYOUT_WIDTHS = { PC: '100%', Pad: '768px', H5: '420px' } as const;

/** Undo steps kept (the designer must undo at least 20). */
export const HISTORY_LIMIT = 50;
