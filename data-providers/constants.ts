/** Service prefixes and storage keys shared by the request layer and its callers (docs/api.md). */
export const API_PREFIX = '/api';
export const ENTERPRISE_APP = '/enterprise-side-app';
/** The enterprise side's session keep-alive lives under its own service prefix. */
export const ENTERPRISE_AUTH = '/enterprise-side-auth';
export const ADMIN_APP = '/operation-manage';

export const TOKEN_COOKIE = { client: 'ec_client_token', admin: 'ec_admin_token' } as const;
export const ENTERPRISE_STORAGE_KEY = 'ec_enterprise_id';
/** Spec §4 is-enterprise flag ('1' when the stored enterprise's type is not 1), kept with the id. */
export const IS_ENTERPRISE_STORAGE_KEY = 'ec_is_enterprise';
export const ENTERPRISE_HEADER = 'enterprise_id';
/**
 * Sent with every write of the client area: the enterprise whose data the screen sending it shows.
 * The server refuses a write whose enterprise_id differs from it (docs/api.md, issue 12).
 */
export const SHOWN_ENTERPRISE_HEADER = 'shown_enterprise_id';
/**
 * Group scope (spec §1, §6): sent beside enterprise_id = a management group, it names the member
 * enterprise whose data a group screen reads. The server answers as that member, read-only, only when
 * it is a member of the group (docs/groups.md).
 */
export const MEMBER_ENTERPRISE_HEADER = 'member_enterprise_id';
/**
 * Operator scope (docs/operator-scope.md): sent by the back office with its own session, it names the
 * enterprise whose enterprise routes an operator calls. The server answers as that enterprise with the
 * enterprise keys the operator's back-office keys give; the request layer sends such a call with the
 * back office's session (never the enterprise side's).
 */
export const OPERATOR_ENTERPRISE_HEADER = 'operator_enterprise_id';

/** Spec §9: "effectively unlimited"; long waits are left to the user, who can navigate away. */
export const DEFAULT_TIMEOUT_MS = 1e9;
/** Spec §8/§9: business-code toasts stay 1.5 s, HTTP-level ones 5 s. */
export const RESPONSE_ERROR_TOAST_SECONDS = 1.5;
export const HTTP_ERROR_TOAST_SECONDS = 5;
