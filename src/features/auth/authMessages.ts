/** The product spec's exact texts of the account screens ('Aadhar' spelled as the spec spells it). */
export const AUTH_MESSAGES = {
  emailEmpty: 'email field cannot be left empty',
  passwordEmpty: 'Password field cannot be left empty',
  loginFailed: 'Please check the entered credentials.',
  registered: 'Successfully registered..!! Please login to continue.',
  logoutFailed: 'Failed to logout',
  invalidAadhaar: 'Aadhar Id must be a valid 12-digit Aadhaar number.',
} as const;
