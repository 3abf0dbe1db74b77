/** Kinds of monitoring point (排口) and of device. Pure (browser-safe); labels for the screens and dictionaries. */

export const POINT_TYPES = {
  wastewater: { 'zh-CN': '废水排口', 'en-US': 'Wastewater outlet' },
  rainwater: { 'zh-CN': '雨水排口', 'en-US': 'Rainwater outlet' },
  gas: { 'zh-CN': '废气排口', 'en-US': 'Flue gas outlet' },
  vocs: { 'zh-CN': 'VOCs排口', 'en-US': 'VOCs outlet' },
  noise: { 'zh-CN': '噪声监测点', 'en-US': 'Noise monitoring point' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
} as const;
export type PointType = keyof typeof POINT_TYPES;
export const POINT_TYPE_VALUES = Object.keys(POINT_TYPES) as PointType[];

export const DEVICE_KINDS = {
  analyzer: { 'zh-CN': '分析仪', 'en-US': 'Analyser' },
  logger: { 'zh-CN': '数采仪', 'en-US': 'Data logger' },
  flowmeter: { 'zh-CN': '流量计', 'en-US': 'Flow meter' },
  sampler: { 'zh-CN': '采样器', 'en-US': 'Sampler' },
  camera: { 'zh-CN': '摄像头', 'en-US': 'Camera' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
} as const;
export type DeviceKind = keyof typeof DEVICE_KINDS;
export const DEVICE_KIND_VALUES = Object.keys(DEVICE_KINDS) as DeviceKind[];

/** Values of the shared `device_status` dictionary (schemas/dictionaries.json): in use, out of service, scrapped. */
export const DEVICE_STATUS_VALUES = ['1', '2', '3'] as const;

export const FACTOR_MEDIA = ['water', 'gas', 'noise', 'other'] as const;
export type FactorMedium = (typeof FACTOR_MEDIA)[number];

/** What a logger may put in MN: HJ 212 uses 24 hex digits (2017) or 14 characters (2005); vendors add letters and `_`. */
export const MN_PATTERN = '^[0-9A-Za-z_-]{1,32}$';
/** HJ 212 PW: printable ASCII without `;` (which ends a header field); 6 characters in the standard. */
export const LOGGER_PASSWORD_PATTERN = '^[!-:<-~]{6,64}$';
