import type { CompanyRegistration } from '../../backend/port/auth';
import { isValidAadhaar } from '../../lib/aadhaar';
import { msg, t } from '../../lib/operatorText';
import { AUTH_MESSAGES } from './authMessages';

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim()) return t(AUTH_MESSAGES.emailEmpty);
  if (!password) return t(AUTH_MESSAGES.passwordEmpty);
  return null;
}

/** The spec's order of checking the fields, with its message for each one left empty. */
export const REGISTRATION_FIELDS = [
  ['name', msg('Name field cannot be left empty')],
  ['email', msg('Email field cannot be left empty')],
  ['mobile', msg('Mobile field cannot be left empty')],
  ['password', msg('Password field cannot be left empty')],
  ['aadharId', msg('Aadhar Id field cannot be left empty')],
] as const satisfies readonly (readonly [keyof CompanyRegistration, string])[];

export function validateRegistration(input: CompanyRegistration): string | null {
  for (const [field, empty] of REGISTRATION_FIELDS) {
    if (!input[field].trim()) return t(empty);
  }
  if (!isValidAadhaar(input.aadharId)) return t(AUTH_MESSAGES.invalidAadhaar);
  return null;
}
