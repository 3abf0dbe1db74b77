/**
 * Generate SFC (spec §2): a Vue 3 single-file component with Element Plus controls, written out widget
 * by widget with the form config's model, rules and ref names (modelName, rulesName, refName), the
 * rules the designer set (required, formats, patterns, lengths) and the form's css. Sub-forms and data
 * tables become row lists with add/remove buttons.
 */
import { BUILT_IN_FORMATS, isBuiltInFormat, patternParts } from '../../../schemas/forms/formats';
import { formText } from '../../../schemas/forms/messages';
import { requiredMessage } from '../../../schemas/forms/rules';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { cellsOf, escapeHtml as e, indent, labelOf, optionItemsOf, topValueWidgets } from './shared';

interface Names {
  model: string;
  rules: string;
  ref: string;
}

const js = (value: unknown) => JSON.stringify(value ?? null);
const sizeOf = (size: unknown) => (size === 'large' || size === 'small' ? size : 'default');

/** The v-model path of a field: `formData.name`, or a row's `row.name` inside a sub-form. */
function controlLines(w: FormWidget, model: string): string[] {
  const o = w.options;
  const common = `${o.disabled ? ' disabled' : ''}${o.placeholder ? ` placeholder="${e(o.placeholder)}"` : ''}`;
  const clear = o.clearable === false ? '' : ' clearable';
  const options = `${o.name}Options`;
  switch (w.type) {
    case 'input':
      return [`<el-input v-model="${model}"${o.type === 'password' || o.showPassword ? ' type="password" show-password' : ''}${typeof o.maxLength === 'number' ? ` :maxlength="${o.maxLength}"` : ''}${o.showWordLimit ? ' show-word-limit' : ''}${clear}${common}></el-input>`];
    case 'textarea':
    case 'rich-editor':
      return [`<el-input type="textarea" v-model="${model}" :rows="${typeof o.rows === 'number' ? o.rows : 3}"${typeof o.maxLength === 'number' ? ` :maxlength="${o.maxLength}"` : ''}${common}></el-input>`];
    case 'number':
      return [`<el-input-number v-model="${model}"${typeof o.min === 'number' ? ` :min="${o.min}"` : ''}${typeof o.max === 'number' ? ` :max="${o.max}"` : ''}${typeof o.precision === 'number' ? ` :precision="${o.precision}"` : ''}${typeof o.step === 'number' ? ` :step="${o.step}"` : ''}${common}></el-input-number>`];
    case 'radio':
      return [`<el-radio-group v-model="${model}"${common}>`, `  <el-radio v-for="(item, index) in ${options}" :key="index" :label="item.value" :disabled="item.disabled">{{ item.label }}</el-radio>`, `</el-radio-group>`];
    case 'checkbox':
      return [`<el-checkbox-group v-model="${model}"${common}>`, `  <el-checkbox v-for="(item, index) in ${options}" :key="index" :label="item.value" :disabled="item.disabled">{{ item.label }}</el-checkbox>`, `</el-checkbox-group>`];
    case 'select':
      return [
        `<el-select v-model="${model}"${o.multiple ? ' multiple' : ''}${o.filterable ? ' filterable' : ''}${o.allowCreate ? ' allow-create' : ''}${clear}${common}>`,
        `  <el-option v-for="(item, index) in ${options}" :key="index" :label="item.label" :value="item.value" :disabled="item.disabled"></el-option>`,
        `</el-select>`,
      ];
    case 'cascader':
      return [`<el-cascader v-model="${model}" :options="${options}"${o.multiple ? ' :props="{ multiple: true }"' : ''}${o.filterable ? ' filterable' : ''}${clear}${common}></el-cascader>`];
    case 'time':
      return [`<el-time-picker v-model="${model}" value-format="${e(o.format ?? 'HH:mm:ss')}"${clear}${common}></el-time-picker>`];
    case 'time-range':
      return [`<el-time-picker is-range v-model="${model}" value-format="${e(o.format ?? 'HH:mm:ss')}"${clear}${common}></el-time-picker>`];
    case 'date':
    case 'date-time':
    case 'date-range':
    case 'date-time-range': {
      const type = { date: o.type || 'date', 'date-time': 'datetime', 'date-range': 'daterange', 'date-time-range': 'datetimerange' }[w.type];
      return [`<el-date-picker v-model="${model}" type="${e(type)}" value-format="${e(o.valueFormat ?? 'YYYY-MM-DD')}"${clear}${common}></el-date-picker>`];
    }
    case 'switch':
      return [`<el-switch v-model="${model}"${o.activeText ? ` active-text="${e(o.activeText)}"` : ''}${o.inactiveText ? ` inactive-text="${e(o.inactiveText)}"` : ''}${common}></el-switch>`];
    case 'rate':
      return [`<el-rate v-model="${model}" :max="${typeof o.max === 'number' ? o.max : 5}"${o.allowHalf ? ' allow-half' : ''}${common}></el-rate>`];
    case 'color':
      return [`<el-color-picker v-model="${model}"${common}></el-color-picker>`];
    case 'slider':
      return [`<el-slider v-model="${model}" :min="${typeof o.min === 'number' ? o.min : 0}" :max="${typeof o.max === 'number' ? o.max : 100}" :step="${typeof o.step === 'number' ? o.step : 1}"${o.range ? ' range' : ''}${common}></el-slider>`];
    case 'picture-upload':
    case 'file-upload':
      return [
        `<el-upload v-model:file-list="${model}" action="${e(o.uploadURL || '#')}"${w.type === 'picture-upload' ? ' list-type="picture-card"' : ''} :limit="${typeof o.limit === 'number' ? o.limit : 3}"${Array.isArray(o.fileTypes) ? ` accept="${e(o.fileTypes.map((t) => `.${t}`).join(','))}"` : ''}${common}>`,
        `  <el-button type="primary">上传</el-button>`,
        `</el-upload>`,
      ];
    case 'pollution-factor':
      return [
        `<div v-for="(factor, factorIndex) in ${model}" :key="factorIndex" class="factor-row">`,
        `  <el-input v-model="factor.key" :maxlength="20" placeholder="因子名称"></el-input>`,
        `  <el-input v-model="factor.value" :maxlength="20" placeholder="监测值"></el-input>`,
        `</div>`,
        `<el-button @click="${model}.push({ key: '', value: '' })">添加因子</el-button>`,
      ];
    default:
      return [`<el-input v-model="${model}"${common}></el-input>`];
  }
}

function formItem(w: FormWidget, names: Names): string[] {
  const name = w.options.name;
  return [`<el-form-item label="${e(labelOf(w))}" prop="${e(name)}"${w.options.hidden ? ' v-show="false"' : ''}>`, ...indent(controlLines(w, `${names.model}.${name}`), 1), `</el-form-item>`];
}

function subFormLines(w: FormWidget, names: Names): string[] {
  const name = w.options.name;
  const cells = cellsOf(w);
  const row = `${names.model}.${name}`;
  if (w.type === 'data-table') {
    return [
      `<el-form-item label="${e(labelOf(w))}">`,
      `  <el-table :data="${row}" border>`,
      ...cells.flatMap((c) => [
        `    <el-table-column label="${e(labelOf(c))}">`,
        `      <template #default="scope">`,
        ...indent(controlLines(c, `scope.row.${c.options.name}`), 4),
        `      </template>`,
        `    </el-table-column>`,
      ]),
      `    <el-table-column label="操作" width="80">`,
      `      <template #default="scope">`,
      `        <el-button link type="danger" @click="${row}.splice(scope.$index, 1)">删除</el-button>`,
      `      </template>`,
      `    </el-table-column>`,
      `  </el-table>`,
      `  <el-button @click="add${name}Row">添加一行</el-button>`,
      `</el-form-item>`,
    ];
  }
  return [
    `<div class="sub-form">`,
    `  <div class="sub-form-title">${e(labelOf(w))}</div>`,
    `  <div v-for="(row, rowIndex) in ${row}" :key="rowIndex" class="sub-form-row">`,
    ...cells.flatMap((c) => [
      `    <el-form-item label="${e(labelOf(c))}" :prop="'${e(name)}.' + rowIndex + '.${e(c.options.name)}'" :rules="${names.rules}.${e(name)}_${e(c.options.name)}">`,
      ...indent(controlLines(c, `row.${c.options.name}`), 3),
      `    </el-form-item>`,
    ]),
    `    <el-button link type="danger" @click="${row}.splice(rowIndex, 1)">删除</el-button>`,
    `  </div>`,
    `  <el-button @click="add${name}Row">添加一行</el-button>`,
    `</div>`,
  ];
}

function widgetLines(w: FormWidget, names: Names): string[] {
  const o = w.options;
  const children = (list: FormWidget[] | undefined) => indent((list ?? []).flatMap((c) => widgetLines(c, names)), 1);
  const show = o.hidden ? ' v-show="false"' : '';
  switch (w.type) {
    case 'grid':
      return [`<el-row :gutter="${typeof o.gutter === 'number' ? o.gutter : 12}"${show}>`, ...indent((w.cols ?? []).flatMap((col) => [`<el-col :span="${col.options.span ?? 12}">`, ...children(col.widgetList), `</el-col>`]), 1), `</el-row>`];
    case 'table':
      return [
        `<table class="table-layout"${show}>`,
        `  <tbody>`,
        ...indent((w.rows ?? []).flatMap((row) => [`<tr>`, ...indent(row.cols.filter((c) => !c.merged).flatMap((c) => [`<td colspan="${c.options.colspan ?? 1}" rowspan="${c.options.rowspan ?? 1}">`, ...children(c.widgetList), `</td>`]), 1), `</tr>`]), 2),
        `  </tbody>`,
        `</table>`,
      ];
    case 'tab':
      return [`<el-tabs type="border-card"${show}>`, ...indent((w.tabs ?? []).flatMap((pane) => [`<el-tab-pane label="${e(pane.options.label)}"${pane.options.disabled ? ' disabled' : ''}>`, ...children(pane.widgetList), `</el-tab-pane>`]), 1), `</el-tabs>`];
    case 'section':
      return [`<div class="section"${show}>`, ...children(w.widgetList), `</div>`];
    case 'card':
      return [`<el-card${show}>`, `  <template #header>${e(o.label)}</template>`, ...children(w.widgetList), `</el-card>`];
    case 'sub-form':
    case 'data-table':
      return subFormLines(w, names);
    case 'static-text':
      return [`<div class="static-text"${show}>${e(o.textContent)}</div>`];
    case 'html-text':
      return [`<div class="html-text"${show} v-html="${e(js(String(o.htmlContent ?? '')))}"></div>`];
    case 'button':
      return [`<el-button${o.type ? ` type="${e(o.type)}"` : ''}${o.disabled ? ' disabled' : ''}${show}>${e(o.label)}</el-button>`];
    case 'divider':
      return [`<el-divider${o.direction === 'vertical' ? ' direction="vertical"' : ''}${show}>${e(o.label)}</el-divider>`];
    case 'alert':
      return [`<el-alert title="${e(o.title)}" type="${e(o.type || 'info')}"${o.description ? ` description="${e(o.description)}"` : ''}${o.closable ? '' : ' :closable="false"'}${o.showIcon ? ' show-icon' : ''}${show}></el-alert>`];
    case 'slot':
      return [`<slot name="${e(o.name)}"></slot>`];
    default:
      return formItem(w, names);
  }
}

function rulesOf(w: FormWidget): unknown[] {
  const o = w.options;
  const rules: Record<string, unknown>[] = [];
  if (o.required) rules.push({ required: true, message: requiredMessage(o, 'zh-CN'), trigger: ['blur', 'change'] });
  const validation = typeof o.validation === 'string' ? o.validation.trim() : '';
  if (validation) {
    const source = isBuiltInFormat(validation) ? BUILT_IN_FORMATS[validation].source : patternParts(validation).source;
    const message = typeof o.validationHint === 'string' && o.validationHint ? o.validationHint : formText(isBuiltInFormat(validation) ? validation : 'regExp', 'zh-CN', { label: labelOf(w) });
    rules.push({ pattern: source, message, trigger: ['blur', 'change'] });
  }
  return rules;
}

export function vueCode(form: FormJson): string {
  const config = form.formConfig;
  const names: Names = { model: config.modelName || 'formData', rules: config.rulesName || 'rules', ref: config.refName || 'vForm' };
  const fields = topValueWidgets(form.widgetList);
  const data: Record<string, unknown> = {};
  const rules: Record<string, unknown[]> = {};
  const optionLists: string[] = [];
  const rowAdders: string[] = [];
  const collectOptions = (w: FormWidget) => {
    if (['radio', 'checkbox', 'select', 'cascader'].includes(w.type)) optionLists.push(`      ${w.options.name}Options: ${js(optionItemsOf(w))},`);
  };
  for (const w of fields) {
    collectOptions(w);
    if (w.type === 'sub-form' || w.type === 'data-table') {
      const cells = cellsOf(w);
      const blank = Object.fromEntries(cells.map((c) => [c.options.name, c.options.defaultValue ?? null]));
      data[w.options.name] = w.options.showBlankRow === false ? [] : [blank];
      cells.forEach((c) => {
        collectOptions(c);
        const cellRules = rulesOf(c);
        if (cellRules.length) rules[`${w.options.name}_${c.options.name}`] = cellRules;
      });
      rowAdders.push(`    const add${w.options.name}Row = () => {\n      state.${names.model}.${w.options.name}.push(${js(blank)})\n    }`);
      continue;
    }
    data[w.options.name] = w.options.defaultValue ?? (w.type === 'checkbox' || w.type === 'picture-upload' || w.type === 'file-upload' || w.type === 'pollution-factor' ? [] : null);
    const fieldRules = rulesOf(w);
    if (fieldRules.length) rules[w.options.name] = fieldRules;
  }
  const template = indent(form.widgetList.flatMap((w) => widgetLines(w, names)), 3);
  const position = config.labelPosition === 'top' ? 'top' : 'left';
  const returned = ['...toRefs(state)', 'submitForm', 'resetForm', ...rowAdders.map((r) => r.match(/const (\w+)/)![1])].join(', ');
  return `<template>
  <div>
    <el-form :model="${names.model}" ref="${names.ref}" :rules="${names.rules}" label-position="${position}" label-width="${typeof config.labelWidth === 'number' ? config.labelWidth : 80}px" size="${sizeOf(config.size)}" @submit.prevent>
${template.join('\n')}
      <el-form-item>
        <el-button type="primary" @click="submitForm">提交</el-button>
        <el-button @click="resetForm">重置</el-button>
      </el-form-item>
    </el-form>
  </div>
</template>

<script>
import { defineComponent, getCurrentInstance, reactive, toRefs } from 'vue'

export default defineComponent({
  name: 'DesignedForm',
  setup() {
    const state = reactive({
      ${names.model}: ${js(data)},
      ${names.rules}: ${js(rules)},
${optionLists.join('\n')}
    })
    const instance = getCurrentInstance()
    const submitForm = () => {
      instance.proxy.$refs['${names.ref}'].validate((valid) => {
        if (!valid) return
        // The form data is valid: send state.${names.model} to the server here.
      })
    }
    const resetForm = () => {
      instance.proxy.$refs['${names.ref}'].resetFields()
    }
${rowAdders.join('\n')}
    return { ${returned} }
  },
})
</script>

<style lang="scss">
${config.cssCode ?? ''}
</style>
`;
}
