/**
 * What a page (and a designed form's event code) can do with a rendered form: VForm's form and widget
 * references (spec §3/§4): data in and out with validation, reset, disable/enable, hide/show widgets,
 * tabs activated/disabled/enabled/hidden/shown by index, sub-form rows and whole sub-forms disabled or
 * enabled.
 */
import type { Form } from '@formily/core';
import type { FormData, FormWidget, OptionItem } from '../../schemas/forms/types';

export interface WidgetRef {
  readonly name: string;
  readonly type: string;
  readonly widget: FormWidget;
  /** Row index of a sub-form cell; undefined elsewhere. */
  readonly rowIndex?: number;
  getValue(): unknown;
  setValue(value: unknown): void;
  setHidden(hidden: boolean): void;
  setDisabled(disabled: boolean): void;
  setReadonly(readonly: boolean): void;
  setRequired(required: boolean): void;
  getOptionItems(): OptionItem[];
  /** Replaces the choices of a radio, checkbox, select or cascader (e.g. from onRemoteQuery). */
  loadOptions(items: OptionItem[]): void;
  clearValidate(): void;
  getFormRef(): FormApi;
  getWidgetRef(name: string): WidgetRef | null;
  // tab
  activateTab(index: number): void;
  disableTab(index: number): void;
  enableTab(index: number): void;
  hideTab(index: number): void;
  showTab(index: number): void;
  // sub-form, data-table
  disableSubFormRow(index: number): void;
  enableSubFormRow(index: number): void;
  disableSubForm(): void;
  enableSubForm(): void;
  addSubFormRow(): void;
  deleteSubFormRow(index: number): void;
  // card
  setFolded(folded: boolean): void;
}

export interface FormApi {
  /** The data; with validation (default) rejects with 表单校验失败 when a field fails. */
  getFormData(needValidation?: boolean): Promise<FormData>;
  setFormData(data: FormData): void;
  getFieldValue(name: string): unknown;
  setFieldValue(name: string, value: unknown): void;
  /** Spec §4: fields back to their defaults; sub-forms back to their initial rows as a whole. */
  resetForm(): void;
  validateForm(): Promise<boolean>;
  clearValidate(): void;
  disableForm(): void;
  enableForm(): void;
  /** Spec §8: an unknown name logs "ref not found" and answers null. */
  getWidgetRef(name: string): WidgetRef | null;
  hideWidgets(names: string[]): void;
  showWidgets(names: string[]): void;
  /** Names of widgets hidden now (sent with submitted data: their rules were off). */
  hiddenWidgetNames(): string[];
  /** The Formily form underneath (for tests and advanced pages). */
  readonly formily: Form;
}
