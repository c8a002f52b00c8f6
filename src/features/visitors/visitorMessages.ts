import { msg } from '../../lib/operatorText';

/** The product spec's exact texts of visitor registration and lookup. */
export const VISITOR_MESSAGES = {
  duplicateAlert: msg('Visitor already exists. Please verify your email to continue.'),
  duplicateState: msg('Visitor Already Exists..!!'),
  addFailed: msg('Failed to add Visitor. Please try again.'),
  lookupBlankGuard: msg('Email fields cannot be left empty'),
  lookupBlank: msg('Email field cannot be left empty'),
  notFoundAlert: msg('Please enter correct email id..!!'),
  notFoundState: msg('Visitor does not exists'),
  /** Ours: the lookup itself failed, which says nothing about whether the visitor is known. */
  lookupFailed: msg('Could not check this email just now. Please check the connection and try again.'),
  registering: msg('Registration in process..'),
  verifying: msg('Verifying email..'),
} as const;
