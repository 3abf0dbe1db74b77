// Drives the generic schema form like a user: every control is reached through its `field-<name>` test id
// and filled with the value a real person would type or pick (dictionary labels, not codes).
import type { Page } from 'playwright-core';
import { dictionaryMap } from '../../../schemas/dictionaries';
import type { FieldSchema, ModuleSchema } from '../../../schemas/types';
import { settledPopup } from './flows';

const dicts = dictionaryMap();

/** The zh-CN text a user sees for an enum value. */
export function enumLabel(field: FieldSchema, value: unknown): string {
  const options = field.options ?? (field.dict ? dicts.get(field.dict)?.children : undefined);
  const entry = options?.find((o) => o.value === value);
  if (!entry) throw new Error(`${field.name}: no label for ${String(value)}`);
  return entry.label['zh-CN'];
}

/** The fields the form shows, in form order. */
export function formFields(schema: ModuleSchema): FieldSchema[] {
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  return schema.form.sections.flatMap((s) => s.fields.map((name) => byName.get(name)!)).filter(Boolean);
}

async function pickOption(page: Page, testId: string, label: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  // Typing narrows long dictionaries (121 gas factors) so the option is rendered by the virtual list.
  await select.locator('input').first().fill(label);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

async function fillPicker(page: Page, field: FieldSchema, value: string, testId: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(value);
  if (field.type === 'datetime') {
    // Enter would submit the whole form; the picker's own OK button only confirms the value.
    // Once the dropdown has finished opening: a click while it slides in can be lost.
    await settledPopup(page, '.ant-picker-dropdown').locator('.ant-picker-ok button').click();
  } else {
    // The panel follows the typed text once the picker has parsed it: wait for the cell of exactly this
    // date (or month) to be the selected one and click it. Clicking whatever cell was selected a moment
    // earlier could pick a stale value on a slow machine.
    const cell = page.locator(`.ant-picker-dropdown:visible .ant-picker-cell-selected[title="${value}"]`);
    await cell.click();
    // On a loaded machine a click can land while the panel re-renders for the typed text and be lost
    // (the panel stays open with the right cell selected): then the cell is clicked once more.
    const closed = await panelClosed(page, 5_000);
    if (!closed && (await cell.count()) > 0) await cell.click();
  }
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

async function panelClosed(page: Page, timeout: number): Promise<boolean> {
  try {
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden', timeout });
    return true;
  } catch {
    return false;
  }
}

/** Sets one field to `value` (sub-tables: adds one row per value row); files are not filled here. */
export async function fillField(page: Page, field: FieldSchema, value: unknown, testId = `field-${field.name}`): Promise<void> {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'integer':
    case 'number':
      await page.getByTestId(testId).fill(String(value));
      return;
    case 'boolean': {
      const control = page.getByTestId(testId);
      const checked = (await control.getAttribute('aria-checked')) === 'true';
      if (checked !== Boolean(value)) await control.click();
      return;
    }
    case 'date':
    case 'datetime':
    case 'month':
      await fillPicker(page, field, String(value), testId);
      return;
    case 'enum': {
      const values = Array.isArray(value) ? value : [value];
      if (!field.multiple) {
        const current = await page.getByTestId(testId).locator('.ant-select-selection-item').allInnerTexts();
        if (current.length === 1 && current[0] === enumLabel(field, values[0])) return;
      }
      for (const v of values) await pickOption(page, testId, enumLabel(field, v));
      if (field.multiple) await page.keyboard.press('Escape');
      return;
    }
    case 'subtable': {
      const rows = (value ?? []) as Record<string, unknown>[];
      for (const [index, row] of rows.entries()) {
        await page.getByTestId(`subtable-add-${field.name}`).click();
        for (const cell of field.fields ?? []) {
          const cellValue = row[cell.name];
          if (cellValue !== null && cellValue !== undefined) await fillField(page, cell, cellValue, `field-${field.name}-${index}-${cell.name}`);
        }
      }
      return;
    }
    default:
      return;
  }
}
