/**
 * Export as HTML (spec §2 "export code"): a standalone page with the form as plain HTML controls —
 * labels, required marks and native checks (required, pattern, min/max, accept) where HTML has them —
 * laid out like the designed form (grid columns, table cells with their spans, tab panes as fieldsets).
 */
import { BUILT_IN_FORMATS, isBuiltInFormat, patternParts } from '../../../schemas/forms/formats';
import type { FormJson, FormWidget } from '../../../schemas/forms/types';
import { cellsOf, escapeHtml as e, indent, labelOf, optionItemsOf } from './shared';

const INPUT_TYPES: Record<string, string> = { time: 'time', date: 'date', 'date-time': 'datetime-local', color: 'color', slider: 'range', number: 'number' };

function patternAttr(w: FormWidget): string {
  const validation = typeof w.options.validation === 'string' ? w.options.validation.trim() : '';
  if (!validation) return '';
  const source = isBuiltInFormat(validation) ? BUILT_IN_FORMATS[validation].source : patternParts(validation).source;
  const hint = w.options.validationHint ? ` title="${e(w.options.validationHint)}"` : '';
  return ` pattern="${e(source.replace(/^\^/, '').replace(/\$$/, ''))}"${hint}`;
}

function control(w: FormWidget, name: string): string[] {
  const o = w.options;
  const req = o.required ? ' required' : '';
  const dis = o.disabled ? ' disabled' : '';
  const id = ` id="${e(name)}" name="${e(name)}"`;
  const num = (key: string) => (typeof o[key] === 'number' ? ` ${key}="${o[key]}"` : '');
  switch (w.type) {
    case 'textarea':
    case 'rich-editor':
      return [`<textarea${id} rows="${typeof o.rows === 'number' ? o.rows : 3}"${num('maxLength').toLowerCase()}${req}${dis}>${e(o.defaultValue ?? '')}</textarea>`];
    case 'radio':
    case 'checkbox':
      return [
        `<span class="choices">`,
        ...optionItemsOf(w).map(
          (item, i) =>
            `  <label><input type="${w.type}" name="${e(name)}" value="${e(item.value)}"${i === 0 ? req : ''}${dis}${(Array.isArray(o.defaultValue) ? o.defaultValue : [o.defaultValue]).includes(item.value) ? ' checked' : ''}> ${e(item.label)}</label>`,
        ),
        `</span>`,
      ];
    case 'select':
    case 'cascader':
      return [
        `<select${id}${o.multiple ? ' multiple' : ''}${req}${dis}>`,
        ...(o.multiple ? [] : ['  <option value=""></option>']),
        ...optionItemsOf(w).map((item) => `  <option value="${e(item.value)}"${item.value === o.defaultValue ? ' selected' : ''}>${e(item.label)}</option>`),
        `</select>`,
      ];
    case 'switch':
      return [`<input type="checkbox"${id}${o.defaultValue === true ? ' checked' : ''}${dis}>`];
    case 'rate':
      return [`<input type="number"${id} min="0" max="${typeof o.max === 'number' ? o.max : 5}" step="${o.allowHalf ? 0.5 : 1}"${req}${dis}>`];
    case 'time-range':
    case 'date-range':
    case 'date-time-range': {
      const type = w.type === 'time-range' ? 'time' : w.type === 'date-range' ? 'date' : 'datetime-local';
      return [`<span class="range"><input type="${type}" name="${e(name)}[0]"${req}${dis}> – <input type="${type}" name="${e(name)}[1]"${req}${dis}></span>`];
    }
    case 'picture-upload':
    case 'file-upload': {
      const types = Array.isArray(o.fileTypes) ? o.fileTypes.map((t) => `.${t}`).join(',') : '';
      return [`<input type="file"${id}${types ? ` accept="${e(types)}"` : ''}${typeof o.limit === 'number' && o.limit > 1 ? ' multiple' : ''}${req}${dis}>`];
    }
    case 'pollution-factor':
      return [`<table class="factors"><thead><tr><th>因子</th><th>监测值</th></tr></thead><tbody><tr><td><input name="${e(name)}[0].key" maxlength="20"></td><td><input name="${e(name)}[0].value" maxlength="20"></td></tr></tbody></table>`];
    default: {
      const type = INPUT_TYPES[w.type] ?? (o.type === 'password' || o.showPassword ? 'password' : 'text');
      const value = typeof o.defaultValue === 'string' || typeof o.defaultValue === 'number' ? ` value="${e(o.defaultValue)}"` : '';
      const length = `${num('minLength')}${num('maxLength')}`.toLowerCase();
      return [`<input type="${type}"${id}${value}${type === 'text' || type === 'password' ? length : ''}${num('min')}${num('max')}${num('step')}${o.placeholder ? ` placeholder="${e(o.placeholder)}"` : ''}${patternAttr(w)}${req}${dis}>`];
    }
  }
}

function fieldBlock(w: FormWidget): string[] {
  const name = w.options.name;
  const hidden = w.options.hidden ? ' hidden' : '';
  return [`<div class="field${w.options.required ? ' required' : ''}"${hidden}>`, `  <label for="${e(name)}">${e(labelOf(w))}</label>`, ...indent(control(w, name), 1), `</div>`];
}

function widgetHtml(w: FormWidget): string[] {
  const o = w.options;
  const hidden = o.hidden ? ' hidden' : '';
  const children = (list: FormWidget[] | undefined) => indent((list ?? []).flatMap(widgetHtml), 1);
  switch (w.type) {
    case 'grid':
      return [
        `<div class="grid"${hidden}>`,
        ...indent((w.cols ?? []).flatMap((col) => [`<div class="col" style="grid-column: span ${typeof col.options.span === 'number' ? col.options.span : 12}">`, ...children(col.widgetList), `</div>`]), 1),
        `</div>`,
      ];
    case 'table':
      return [
        `<table class="layout"${hidden}>`,
        ...indent(
          (w.rows ?? []).flatMap((row) => [
            `<tr>`,
            ...indent(row.cols.filter((c) => !c.merged).flatMap((c) => [`<td colspan="${c.options.colspan ?? 1}" rowspan="${c.options.rowspan ?? 1}">`, ...children(c.widgetList), `</td>`]), 1),
            `</tr>`,
          ]),
          1,
        ),
        `</table>`,
      ];
    case 'tab':
      return [`<div class="tabs"${hidden}>`, ...indent((w.tabs ?? []).flatMap((pane) => [`<fieldset${pane.options.hidden ? ' hidden' : ''}>`, `  <legend>${e(pane.options.label)}</legend>`, ...children(pane.widgetList), `</fieldset>`]), 1), `</div>`];
    case 'section':
      return [`<section${hidden}>`, ...(o.label ? [`  <h3>${e(o.label)}</h3>`] : []), ...children(w.widgetList), `</section>`];
    case 'card':
      return [`<fieldset class="card"${hidden}>`, `  <legend>${e(o.label)}</legend>`, ...children(w.widgetList), `</fieldset>`];
    case 'sub-form':
    case 'data-table': {
      const cells = cellsOf(w);
      return [
        `<table class="rows" data-name="${e(o.name)}"${hidden}>`,
        `  <caption>${e(labelOf(w))}</caption>`,
        `  <thead><tr>${cells.map((c) => `<th>${e(labelOf(c))}</th>`).join('')}</tr></thead>`,
        `  <tbody>`,
        `    <tr>`,
        ...indent(cells.flatMap((c) => [`<td>`, ...indent(control(c, `${o.name}[0].${c.options.name}`), 1), `</td>`]), 3),
        `    </tr>`,
        `  </tbody>`,
        `</table>`,
      ];
    }
    case 'static-text':
      return [`<p${hidden}>${e(o.textContent)}</p>`];
    case 'html-text':
      return [`<div class="html"${hidden}>${String(o.htmlContent ?? '')}</div>`];
    case 'button':
      return [`<button type="button"${hidden}${o.disabled ? ' disabled' : ''}>${e(o.label)}</button>`];
    case 'divider':
      return o.label ? [`<div class="divider"${hidden}><span>${e(o.label)}</span></div>`] : [`<hr${hidden}>`];
    case 'alert':
      return [`<div class="alert alert-${e(o.type)}" role="alert"${hidden}>`, `  <strong>${e(o.title)}</strong>`, ...(o.description ? [`  <p>${e(o.description)}</p>`] : []), `</div>`];
    case 'slot':
      return [`<div class="slot" data-slot="${e(o.name)}"${hidden}></div>`];
    default:
      return fieldBlock(w);
  }
}

const STYLE = `
  body { font-family: system-ui, "Noto Sans CJK SC", sans-serif; margin: 24px; color: #1f2329; }
  form { max-width: 960px; }
  .field { display: flex; gap: 12px; align-items: baseline; margin-bottom: 16px; }
  .field > label { flex: 0 0 var(--label-width); }
  .field.required > label::before { content: "*"; color: #f56c6c; margin-right: 4px; }
  .grid { display: grid; grid-template-columns: repeat(24, 1fr); gap: 12px; }
  table.layout, table.rows { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  table.layout td, table.rows td, table.rows th { border: 1px solid #dcdfe6; padding: 8px; vertical-align: top; }
  fieldset { margin-bottom: 16px; border: 1px solid #dcdfe6; }
  .alert { padding: 8px 16px; border-radius: 4px; background: #f4f4f5; margin-bottom: 16px; }
  .divider { border-top: 1px solid #dcdfe6; margin: 24px 0; text-align: center; }
  .divider span { position: relative; top: -0.8em; background: #fff; padding: 0 12px; }`;

export function htmlCode(form: FormJson, title = 'form'): string {
  const config = form.formConfig;
  const labelWidth = typeof config.labelWidth === 'number' ? config.labelWidth : 80;
  const body = indent(form.widgetList.flatMap(widgetHtml), 3);
  return [
    '<!DOCTYPE html>',
    '<html lang="zh-CN">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${e(title)}</title>`,
    `    <style>${STYLE}\n  :root { --label-width: ${labelWidth}px; }${config.cssCode ? `\n${config.cssCode}` : ''}\n    </style>`,
    '  </head>',
    '  <body>',
    `    <form class="${e(Array.isArray(config.customClass) ? config.customClass.join(' ') : config.customClass ?? '')}" novalidate>`,
    ...body,
    '      <div class="actions"><button type="submit">提交</button> <button type="reset">重置</button></div>',
    '    </form>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
