export { createSmsProvider, maskPhone, outboxProvider, smsConfigFromEnv, webhookProvider } from './provider';
export type { SmsConfig, SmsMessage, SmsProvider } from './provider';
export { CODE_LENGTH, DAILY_CODE_CAP, issueCode, MAX_CODE_ATTEMPTS, RESEND_SECONDS, verifyCode } from './codes';
export { latestOutboxCode, listOutbox } from './outbox';
export type { OutboxRow } from './outbox';
export { SMS_PURPOSES, type SmsPurpose } from './texts';
