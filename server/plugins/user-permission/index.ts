/** The enterprise admin's user and role management (spec §2 /user-permission/user, /user-permission/role). */
export { userPermissionRoutes } from './routes';
export { USER_PERMISSION_KEYS, ALL_USER_PERMISSION_KEYS, USER_PERMISSION_VIEW_KEYS } from '../../../schemas/contracts/userPermission';
