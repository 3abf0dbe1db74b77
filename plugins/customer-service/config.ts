/**
 * Contact shown in the navbar's customer-service popover, set at build time:
 * - VITE_SERVICE_PHONE: the hotline (default 400-800-2021);
 * - VITE_SERVICE_QR_TEXT: what the QR code encodes, e.g. a WeChat customer-service link. Without it the
 *   code encodes the hotline as a `tel:` link, so scanning it still reaches the service desk.
 * The QR image is drawn in the browser (antd QRCode): no image file to host or keep in step.
 */
export interface ServiceContact {
  phone: string;
  /** `tel:` link of the phone (digits and +). */
  telUri: string;
  qrText: string;
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

// antd's QRCode encodes at most this much text at its default error-correction level.
const QR_MAX_LENGTH = 1000;

export function serviceContactFrom(vars: Record<string, string | undefined>): ServiceContact {
  const phone = vars.VITE_SERVICE_PHONE?.trim() || '400-800-2021';
  const telUri = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const text = vars.VITE_SERVICE_QR_TEXT?.trim();
  return { phone, telUri, qrText: text && text.length <= QR_MAX_LENGTH ? text : telUri };
}

export const serviceContact: ServiceContact = serviceContactFrom(env);
