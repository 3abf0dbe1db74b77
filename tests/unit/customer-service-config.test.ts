import { describe, expect, it } from 'vitest';
import { serviceContactFrom } from '../../plugins/customer-service/config';

describe('customer-service contact', () => {
  it('encodes the hotline as a tel: link in the QR code unless a QR text is configured', () => {
    expect(serviceContactFrom({})).toEqual({ phone: '400-800-2021', telUri: 'tel:4008002021', qrText: 'tel:4008002021' });
    expect(serviceContactFrom({ VITE_SERVICE_PHONE: ' +86 10-1234 5678 ' })).toMatchObject({ phone: '+86 10-1234 5678', qrText: 'tel:+861012345678' });
    expect(serviceContactFrom({ VITE_SERVICE_QR_TEXT: 'https://work.weixin.qq.com/kfid/kfc123' }).qrText).toBe('https://work.weixin.qq.com/kfid/kfc123');
  });

  it('falls back to the tel: link when the configured text is too long for a QR code', () => {
    expect(serviceContactFrom({ VITE_SERVICE_QR_TEXT: 'x'.repeat(1001) }).qrText).toBe('tel:4008002021');
  });
});
