/** Spec §9: phones are 11 digits; mainland mobile numbers start with 1 then 3-9. */
const MOBILE = /^1[3-9]\d{9}$/;

export interface LoginErrors {
  phone?: 'login.phoneRequired' | 'login.phoneInvalid';
  password?: 'login.passwordRequired';
}

/** i18n keys of the problems with a login form; empty when it may be sent. */
export function validateLogin(phone: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!phone.trim()) errors.phone = 'login.phoneRequired';
  else if (!MOBILE.test(phone.trim())) errors.phone = 'login.phoneInvalid';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}
