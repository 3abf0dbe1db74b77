import { PASSWORD_MAX, PASSWORD_MIN, phoneProblem } from '../../schemas/validators/accountRules';

/** An account name (spec §2: sign in with account or phone); never all digits, so it cannot shadow a phone. */
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_.@-]{1,63}$/;

export interface LoginErrors {
  phone?: 'login.phoneRequired' | 'login.phoneInvalid';
  password?: 'login.passwordRequired' | 'login.passwordLength';
}

/** i18n keys of the problems with a password sign-in form (account or phone); empty when it may be sent. */
export function validateLogin(login: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const value = login.trim();
  if (!value) errors.phone = 'login.phoneRequired';
  else if (!ACCOUNT.test(value) && phoneProblem(value)) errors.phone = 'login.phoneInvalid';
  if (!password) errors.password = 'login.passwordRequired';
  // Spec §9: passwords are 8-16 characters; a shorter or longer one cannot be right, so it is not sent.
  else if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) errors.password = 'login.passwordLength';
  return errors;
}
