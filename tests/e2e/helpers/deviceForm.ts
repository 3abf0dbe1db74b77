// Filling the device-inventory add form like a user, from its schema (helpers/ledgerForm), for flows
// that need a record written through the real form.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { ModuleSchema } from '../../../schemas/types';
import { fillField } from './ledgerForm';

export const DEVICE_LIST = '/accountManagement/deviceInventory';

const schema: ModuleSchema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../schemas/modules/device-inventory.json'), 'utf8'));
const field = (name: string) => schema.fields.find((f) => f.name === name)!;

/** Fills the required fields of an open device form with a device named by `code`. */
export async function fillDeviceForm(page: Page, code: string): Promise<void> {
  await page.getByTestId('module-form-deviceInventory').waitFor();
  await fillField(page, field('deviceCode'), code);
  await fillField(page, field('name'), `${code}活性炭吸附箱`);
  await fillField(page, field('deviceType'), '2');
  await fillField(page, field('model'), 'HXT-2000');
  await fillField(page, field('recorder'), '王磊');
  await fillField(page, field('recordTime'), '2024-05-06 09:30:00');
}
