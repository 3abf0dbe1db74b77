/** The designer's code exports (spec §2): JSON, a React + antd component, an HTML page and a Vue SFC. */
import type { FormJson } from '../../../schemas/forms/types';
import { htmlCode } from './html';
import { reactCode } from './react';
import { vueCode } from './vue';

export { htmlCode, reactCode, vueCode };

export const jsonCode = (form: FormJson): string => `${JSON.stringify(form, null, 2)}\n`;

export type CodeKind = 'json' | 'react' | 'html' | 'vue';

export const CODE_FILES: Record<CodeKind, { file: string; mime: string }> = {
  json: { file: 'form.json', mime: 'application/json' },
  react: { file: 'DesignedForm.tsx', mime: 'text/plain' },
  html: { file: 'form.html', mime: 'text/html' },
  vue: { file: 'DesignedForm.vue', mime: 'text/plain' },
};

export function codeOf(kind: CodeKind, form: FormJson, name = 'form'): string {
  switch (kind) {
    case 'json':
      return jsonCode(form);
    case 'react':
      return reactCode(form);
    case 'html':
      return htmlCode(form, name);
    case 'vue':
      return vueCode(form);
  }
}
