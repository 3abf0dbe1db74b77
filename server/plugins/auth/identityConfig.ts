import { smsConfigFromEnv, type SmsConfig } from '../../sms/provider';

/** Settings of the identity flows, read from the environment once when the routes are registered. */
export interface IdentityConfig {
  sms: SmsConfig;
  /** POST target of auth/login/haitian; unset answers 2010104 "not configured". */
  haitianLoginUrl?: string;
  /** Where the browser goes after logging out (GET login/out/url). */
  logoutUrl: string;
}

export function identityConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return {
    sms: smsConfigFromEnv(env),
    haitianLoginUrl: env.HAITIAN_LOGIN_URL || undefined,
    logoutUrl: env.LOGOUT_REDIRECT_URL || '#/login',
  };
}
