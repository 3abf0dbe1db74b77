/**
 * Texts of the module engine's own answers (business keys, idempotency, import, column settings,
 * custom ledgers) in both locales; field-rule texts live in schemas/validators/messages.ts.
 */
import type { MessageLocale } from '../../schemas/validators';

const texts = {
  duplicateKey: { 'zh-CN': '已存在相同{fields}的记录', 'en-US': 'a record with the same {fields} already exists' },
  idempotencyKeyFormat: { 'zh-CN': '应为1到128位字母、数字或 - _ : .', 'en-US': 'must be 1-128 letters, digits or - _ : .' },
  idempotencyReused: { 'zh-CN': '该 Idempotency-Key 已用于另一个请求', 'en-US': 'this Idempotency-Key was already used for a different request' },
  labelIdempotencyKey: { 'zh-CN': 'Idempotency-Key', 'en-US': 'Idempotency-Key' },
  labelFile: { 'zh-CN': '文件', 'en-US': 'File' },
  labelMode: { 'zh-CN': '导入方式', 'en-US': 'Import mode' },
  importMode: { 'zh-CN': '只能是 validate、commit 或 validRowsOnly', 'en-US': 'must be validate, commit or validRowsOnly' },
  fileMissing: { 'zh-CN': '请选择要导入的 xlsx 文件', 'en-US': 'choose an xlsx file to import' },
  fileTooLarge: { 'zh-CN': '上传文件大小不能超过{n}MB', 'en-US': 'uploaded file size cannot exceed {n} MB' },
  notXlsx: { 'zh-CN': '文件格式不正确，请上传xlsx格式文件', 'en-US': 'file format incorrect, please upload an xlsx file' },
  unreadableXlsx: { 'zh-CN': '无法读取该 xlsx 文件', 'en-US': 'the xlsx file cannot be read' },
  tooManyRows: { 'zh-CN': '每个文件最多导入{n}行数据，请拆分后再导入', 'en-US': 'at most {n} data rows per file; split the file and import the parts' },
  noDataRows: { 'zh-CN': '文件中没有数据行', 'en-US': 'the file has no data rows' },
  noHeader: { 'zh-CN': '第一行应为列标题', 'en-US': 'the first row must hold the column titles' },
  unknownColumn: { 'zh-CN': '未知的列「{title}」', 'en-US': 'unknown column "{title}"' },
  duplicateColumn: { 'zh-CN': '列「{title}」重复', 'en-US': 'column "{title}" appears twice' },
  missingColumn: { 'zh-CN': '缺少必填列', 'en-US': 'required column is missing' },
  notImportable: { 'zh-CN': '该列不能通过表格导入', 'en-US': 'this column cannot be imported from a spreadsheet' },
  duplicateInFile: { 'zh-CN': '与第{row}行重复（{fields}）', 'en-US': 'repeats row {row} ({fields})' },
  duplicateStored: { 'zh-CN': '已存在相同{fields}的记录', 'en-US': 'a record with the same {fields} already exists' },
  importHasErrors: { 'zh-CN': '文件中有{n}处错误，未导入任何数据', 'en-US': '{n} error(s) in the file; nothing was imported' },
  templateRequired: { 'zh-CN': '必填', 'en-US': 'Required' },
  templateValues: { 'zh-CN': '可选值', 'en-US': 'Values' },
  templateFormat: { 'zh-CN': '格式', 'en-US': 'Format' },
  templateMultiple: { 'zh-CN': '多个值用“、”分隔', 'en-US': 'separate several values with commas' },
  templateUnit: { 'zh-CN': '单位', 'en-US': 'Unit' },
  templateMaxLength: { 'zh-CN': '最多{n}个字符', 'en-US': 'at most {n} characters' },
  templateRange: { 'zh-CN': '范围', 'en-US': 'Range' },
  templatePrecision: { 'zh-CN': '最多{n}位小数', 'en-US': 'at most {n} decimals' },
  templateDictSheet: { 'zh-CN': '字典', 'en-US': 'Values' },
  labelColumnKey: { 'zh-CN': '列设置键', 'en-US': 'Column settings key' },
  labelColumnList: { 'zh-CN': '列设置', 'en-US': 'Columns' },
  columnKeyFormat: { 'zh-CN': '应为1到200个可见字符', 'en-US': 'must be 1-200 visible characters' },
  columnEntryFormat: {
    'zh-CN': '应为 {field, visible, order, width?}：field 为字段名，visible 为布尔值，order 为0到1000的整数，width 为40到2000的整数',
    'en-US': 'must be {field, visible, order, width?}: a field name, a boolean, an integer 0-1000 and an integer 40-2000',
  },
  atLeastOneColumn: { 'zh-CN': '至少保留一列', 'en-US': 'at least one column must stay checked' },
  duplicateColumnSetting: { 'zh-CN': '字段 {field} 出现多次', 'en-US': 'field {field} appears more than once' },
  labelDefinition: { 'zh-CN': '台账定义', 'en-US': 'Ledger definition' },
  typeChangeRefused: {
    'zh-CN': '已有记录填写了该字段，类型不能从「{from}」改为「{to}」',
    'en-US': 'existing records hold values of this field; its type cannot change from {from} to {to}',
  },
  unknownFieldName: { 'zh-CN': '不是该台账的字段', 'en-US': 'is not a field of this ledger' },
  duplicateFieldName: { 'zh-CN': '字段重复', 'en-US': 'field appears more than once' },
  duplicateLabel: { 'zh-CN': '字段名称「{label}」重复', 'en-US': 'field label "{label}" appears more than once' },
  duplicateOption: { 'zh-CN': '选项重复', 'en-US': 'option appears more than once' },
  optionsRequired: { 'zh-CN': '下拉字段至少需要一个选项', 'en-US': 'a choice field needs at least one option' },
  notSearchable: { 'zh-CN': '该类型的字段不能作为搜索条件', 'en-US': 'fields of this type cannot be searched' },
  widgetUnfit: { 'zh-CN': '组件「{widget}」不适用于该类型的字段', 'en-US': 'widget "{widget}" does not fit fields of this type' },
  tooManyCustomModules: { 'zh-CN': '每个企业最多{n}个自定义台账', 'en-US': 'at most {n} custom ledgers per enterprise' },
} satisfies Record<string, Record<MessageLocale, string>>;

export type ModuleMessageKey = keyof typeof texts;

export function moduleMessage(key: ModuleMessageKey, locale: MessageLocale, params: Record<string, string | number> = {}): string {
  return texts[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text in both locales (for ApiError.localized, whose answer follows the caller's language). */
export function moduleTexts(key: ModuleMessageKey, params: (locale: MessageLocale) => Record<string, string | number> = () => ({})): Record<MessageLocale, string> {
  return { 'zh-CN': moduleMessage(key, 'zh-CN', params('zh-CN')), 'en-US': moduleMessage(key, 'en-US', params('en-US')) };
}
