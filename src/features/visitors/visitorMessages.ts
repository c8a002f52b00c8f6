/** The product spec's exact texts of visitor registration and lookup. */
export const VISITOR_MESSAGES = {
  duplicateAlert: 'Visitor already exists. Please verify your email to continue.',
  duplicateState: 'Visitor Already Exists..!!',
  addFailed: 'Failed to add Visitor. Please try again.',
  lookupBlankGuard: 'Email fields cannot be left empty',
  lookupBlank: 'Email field cannot be left empty',
  notFoundAlert: 'Please enter correct email id..!!',
  notFoundState: 'Visitor does not exists',
  /** Ours: the lookup itself failed, which says nothing about whether the visitor is known. */
  lookupFailed: 'Could not check this email just now. Please check the connection and try again.',
  registering: 'Registration in process..',
  verifying: 'Verifying email..',
} as const;
