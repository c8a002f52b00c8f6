import type { CompanyRegistration } from '../../backend/port/auth';
import { isValidAadhaar } from '../../lib/aadhaar';
import { AUTH_MESSAGES } from './authMessages';

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim()) return AUTH_MESSAGES.emailEmpty;
  if (!password) return AUTH_MESSAGES.passwordEmpty;
  return null;
}

/** The spec's order of checking the fields, with the names its messages use. */
export const REGISTRATION_FIELDS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['mobile', 'Mobile'],
  ['password', 'Password'],
  ['aadharId', 'Aadhar Id'],
] as const satisfies readonly (readonly [keyof CompanyRegistration, string])[];

export function validateRegistration(input: CompanyRegistration): string | null {
  for (const [field, label] of REGISTRATION_FIELDS) {
    if (!input[field].trim()) return `${label} field cannot be left empty`;
  }
  if (!isValidAadhaar(input.aadharId)) return AUTH_MESSAGES.invalidAadhaar;
  return null;
}
