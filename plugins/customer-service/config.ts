/**
 * Contact shown in the navbar's customer-service popover. Set at build time (VITE_SERVICE_PHONE,
 * VITE_SERVICE_QR_URL: an image URL of the service QR code); no QR generator ships with the app, so
 * without an image URL the popover is a plain contact card.
 */
export interface ServiceContact {
  phone: string;
  qrImageUrl: string | null;
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

const SAFE_IMAGE_URL = /^(https:\/\/|\/)[^\s"'<>]+$/;

export const serviceContact: ServiceContact = {
  phone: env.VITE_SERVICE_PHONE?.trim() || '400-800-2021',
  // Only https or same-origin images: a build variable must not smuggle in javascript: or data: URLs.
  qrImageUrl: env.VITE_SERVICE_QR_URL && SAFE_IMAGE_URL.test(env.VITE_SERVICE_QR_URL) ? env.VITE_SERVICE_QR_URL : null,
};
