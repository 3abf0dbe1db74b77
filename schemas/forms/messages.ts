/**
 * Texts of the form tooling (spec §5 "Form tooling", §8 form tooling messages), shared by the renderer,
 * the designer and the server so a user reads the same sentence whichever side rejected a value.
 * zh-CN is the default; `{x}` placeholders are filled by formText.
 */
import type { MessageLocale } from '../validators/messages';

const zhCN = {
  // rules of a field (spec §5)
  required: '{label}字段值不可为空',
  number: '[{label}]包含非数字字符',
  letter: '[{label}]包含非字母字符',
  letterAndNumber: '[{label}]只能输入字母或数字',
  mobilePhone: '[{label}]手机号码格式有误',
  letterStartNumberIncluded: '[{label}]必须以字母开头，可包含数字',
  noChinese: '[{label}]不可输入中文字符',
  chinese: '[{label}]只能输入中文字符',
  email: '[{label}]邮箱格式有误',
  url: '[{label}]URL格式有误',
  regExp: '[{label}]校验不通过',
  minLength: '{label}长度不能少于{n}个字符',
  maxLength: '{label}长度不能超过{n}个字符',
  min: '{label}不能小于{n}',
  max: '{label}不能大于{n}',
  precision: '{label}最多保留{n}位小数',
  maxRows: '{label}最多{n}行',
  // uploads (spec §5 form upload checks)
  unsupportedFormat: '不支持格式：{ext}',
  notImage: '不支持格式：{ext}（文件类型应为 image/{ext}）',
  fileSizeExceeded: '文件大小已超出上限：{n}MB',
  uploadExceeded: '最大上传数量({limit})已超出。',
  uploadErrorPrefix: '上传错误：',
  // values the server refuses
  invalidValue: '{label}的值无效',
  notAnOption: '{label}的值不在可选项中',
  invalidDate: '{label}的日期格式应为 {format}',
  invalidFile: '{label}的文件信息无效',
  tooLarge: '{label}的内容过大',
  // renderer API (spec §8 form tooling messages)
  refNotFound: '未找到组件：{name}',
  validationFailed: '表单校验失败',
  notSubForm: '组件 {name} 不是子表单',
  notTab: '组件 {name} 不是标签页',
  eventError: '{name}的事件代码 {event} 执行出错：{error}',
  // designer rules (spec §5)
  nameRequired: '组件名称不能为空',
  nameDuplicate: '组件名称重复：{name}',
  nameFormat: '名称只能包含字母、数字和下划线，且不能以数字开头：{name}',
  lastTabPane: '最后一个标签页不能删除',
  lastColumn: '最后一列不能删除',
  lastRow: '最后一行不能删除',
  spansInconsistent: '单元格跨行或跨列不一致，无法操作',
  onlyFieldsInSubForm: '子表单中只能放入字段组件',
  unknownWidget: '未知的组件类型：{type}',
  emptyContainer: '{type}至少需要一个{part}',
  badPattern: '正则表达式无效：{pattern}',
  unsafePattern: '正则表达式含嵌套重复，可能导致校验卡死：{pattern}',
  duplicateOption: '选项值重复：{value}',
  eventNotText: '事件代码应为文本：{event}',
} as const;

export type FormMessage = keyof typeof zhCN;

const enUS: Record<FormMessage, string> = {
  required: '{label} Input value should be not null',
  number: '[{label}] contains non-numeric characters',
  letter: '[{label}] contains non-letter characters',
  letterAndNumber: '[{label}] accepts letters and digits only',
  mobilePhone: '[{label}] is not a valid mobile phone number',
  letterStartNumberIncluded: '[{label}] must start with a letter and may contain digits',
  noChinese: '[{label}] must not contain Chinese characters',
  chinese: '[{label}] accepts Chinese characters only',
  email: '[{label}] is not a valid email address',
  url: '[{label}] is not a valid URL',
  regExp: '[{label}] invalid value',
  minLength: '{label} must be at least {n} characters',
  maxLength: '{label} must be at most {n} characters',
  min: '{label} must not be less than {n}',
  max: '{label} must not be greater than {n}',
  precision: '{label} allows at most {n} decimals',
  maxRows: '{label} allows at most {n} rows',
  unsupportedFormat: 'Unsupported format: {ext}',
  notImage: 'Unsupported format: {ext} (the file type must be image/{ext})',
  fileSizeExceeded: 'File size out of limit: {n}MB',
  uploadExceeded: 'The maximum number({limit}) of file uploads has been exceeded.',
  uploadErrorPrefix: 'Upload error: ',
  invalidValue: '{label} has an invalid value',
  notAnOption: '{label} is not one of the choices',
  invalidDate: '{label} must be a date like {format}',
  invalidFile: '{label} has an invalid file entry',
  tooLarge: '{label} is too large',
  refNotFound: 'Widget not found: {name}',
  validationFailed: 'Form validation failed',
  notSubForm: 'Widget {name} is not a sub-form',
  notTab: 'Widget {name} is not a tab',
  eventError: 'The {event} code of {name} failed: {error}',
  nameRequired: 'A widget name is required',
  nameDuplicate: 'Duplicate widget name: {name}',
  nameFormat: 'A name holds letters, digits and underscores and does not start with a digit: {name}',
  lastTabPane: 'The last tab pane cannot be deleted',
  lastColumn: 'The last column cannot be deleted',
  lastRow: 'The last row cannot be deleted',
  spansInconsistent: 'The cells span rows or columns inconsistently',
  onlyFieldsInSubForm: 'Only field widgets may go in a sub-form',
  unknownWidget: 'Unknown widget type: {type}',
  emptyContainer: '{type} needs at least one {part}',
  badPattern: 'Invalid regular expression: {pattern}',
  unsafePattern: 'The regular expression nests repetitions and could hang validation: {pattern}',
  duplicateOption: 'Duplicate option value: {value}',
  eventNotText: 'Event code must be text: {event}',
};

const TEXTS: Record<MessageLocale, Record<FormMessage, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function formText(key: FormMessage, locale: MessageLocale, vars: Record<string, string | number> = {}): string {
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export type { MessageLocale };
