// Filling the device-inventory add form like a user, from its schema (helpers/ledgerForm), for flows
// that need a record written through the real form.
import type { Page } from 'playwright-core';
import { fillField } from './ledgerForm';
import { moduleSchema, schemaField } from './schemas';

export const DEVICE_LIST = '/accountManagement/deviceInventory';

const schema = moduleSchema('device-inventory');
const field = (name: string) => schemaField(schema, name);

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
