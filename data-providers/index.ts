/** The browser request layer: the only client code that speaks HTTP (see README.md). */
export { API_PREFIX, ENTERPRISE_APP, ENTERPRISE_AUTH, ADMIN_APP, TOKEN_COOKIE, ENTERPRISE_STORAGE_KEY } from './constants';
export { codeMessage, ErrorCode, isSuccessCode, SUCCESS_CODE, SUCCESS_CODES, UNKNOWN_ERROR_TEXT } from './catalogue';
export type { ErrorCodeValue, Locale } from './catalogue';
export { createHttpClient } from './http-client';
export type { HttpClient, HttpClientOptions, RequestOptions } from './http-client';
export type { Notifier } from './notifier';
export { ApiRequestError, isInterrupt } from './errors';
export type { ApiErrorKind } from './errors';
export { tokenStore, enterpriseStore } from './storage';
export type { Area } from './storage';
export { parseContentDisposition } from './content-disposition';
export { saveBlob } from './save-file';
export type { SaveFile } from './save-file';
export { requestMessages, requestMessage, INTERRUPT_MESSAGE } from './messages';
export type { RequestMessages } from './messages';
export { serializeQuery, applyApiPrefix } from './url';
export { createRefineDataProvider, toListQuery } from './refine-data-provider';
export type { PageResult, RefineDataProviderOptions } from './refine-data-provider';
