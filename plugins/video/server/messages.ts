/** Texts of the video API's refusals (spec §8 codes; the browser shows `msg`). */
import { ApiError, ErrorCode, type Locale } from '../../../server/plugin-api';

const TEXTS = {
  playNoResponse: { 'zh-CN': '点播失败：摄像头无响应', 'en-US': 'on-demand failed: the camera did not respond' },
  playNoSource: { 'zh-CN': '点播失败：未配置视频源地址', 'en-US': 'on-demand failed: no stream source is configured' },
  playUnavailable: { 'zh-CN': '点播失败：流媒体服务不可用', 'en-US': 'on-demand failed: the media server is unavailable' },
  recordError: { 'zh-CN': '录制错误', 'en-US': 'Recording error' },
  recordBusy: { 'zh-CN': '该视频正在录制中', 'en-US': 'This video is already being recorded' },
  duplicateDevice: { 'zh-CN': '设备编号和通道编号已存在', 'en-US': 'A camera with this device serial and channel code already exists' },
  sourceFormat: {
    'zh-CN': '格式不正确，请填写 rtsp://、rtmp://、http(s):// 地址或 demo:testsrc2',
    'en-US': 'must be an rtsp://, rtmp://, http(s):// address or demo:testsrc2',
  },
  unknownValue: { 'zh-CN': '取值不在字典中', 'en-US': 'is not a value of the dictionary' },
  unknownDivision: { 'zh-CN': '行政区划不存在', 'en-US': 'is not a known administrative division' },
} as const satisfies Record<string, Record<Locale, string>>;

export type VideoMessage = keyof typeof TEXTS;

export const videoText = (key: VideoMessage, locale: Locale): string => TEXTS[key][locale];

export const videoError = (code: number, key: VideoMessage): ApiError => ApiError.localized(code, TEXTS[key]);

export const playFailed = (key: 'playNoResponse' | 'playNoSource' | 'playUnavailable') => videoError(ErrorCode.NotConnected, key);
