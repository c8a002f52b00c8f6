import { msg } from '../../lib/operatorText';

/** The product spec's exact texts of the account screens ('Aadhar' spelled as the spec spells it). */
export const AUTH_MESSAGES = {
  emailEmpty: msg('email field cannot be left empty'),
  passwordEmpty: msg('Password field cannot be left empty'),
  loginFailed: msg('Please check the entered credentials.'),
  registered: msg('Successfully registered..!! Please login to continue.'),
  logoutFailed: msg('Failed to logout'),
  invalidAadhaar: msg('Aadhar Id must be a valid 12-digit Aadhaar number.'),
} as const;
