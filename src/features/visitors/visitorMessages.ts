/** SPEC §5 and §8: the exact texts of visitor registration and lookup. */
export const VISITOR_MESSAGES = {
  duplicateAlert: 'Visitor already exists. Please verify your email to continue.',
  duplicateState: 'Visitor Already Exists..!!',
  addFailed: 'Failed to add Visitor. Please try again.',
  lookupBlankGuard: 'Email fields cannot be left empty',
  lookupBlank: 'Email field cannot be left empty',
  notFoundAlert: 'Please enter correct email id..!!',
  notFoundState: 'Visitor does not exists',
  registering: 'Registration in process..',
  verifying: 'Verifying email..',
} as const;
