import type { Role } from '../permissions';
import type { Unsubscribe } from './common';

export interface CompanyRegistration {
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** Validated by the caller; the adapter stores only its last four digits. */
  aadharId: string;
}

export interface CompanyProfile {
  id: string;
  name: string;
  email: string;
}

/** The person signed in: the company's owner or a member, with their role. */
export interface SessionMember {
  /** Their account id: the token's subject (the owner's is the company's id). */
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface Session {
  /** The ID token (a JWT with an `exp` claim in seconds), stored and sent as a Bearer header. */
  token: string;
  company: CompanyProfile;
  member: SessionMember;
}

/**
 * Whether the account may send email: Firebase sends only for accounts whose email is verified; a
 * backend without verification ('not-needed') keeps its mail in this browser's outbox.
 */
export type EmailVerification = 'verified' | 'unverified' | 'not-needed';

/** The account's email verification, where the backend has one (Firebase Auth). */
export interface EmailVerificationPort {
  /** Asks the provider again (the operator may just have followed the link). */
  status(): Promise<'verified' | 'unverified'>;
  /** Sends the verification link to the account's email again. */
  resend(): Promise<void>;
}

export interface AuthPort {
  registerCompany(input: CompanyRegistration): Promise<void>;
  signIn(email: string, password: string): Promise<Session>;
  /**
   * Checks the signed-in person's password without changing the session (leaving kiosk mode); throws
   * InvalidCredentialsError when it is not the password.
   */
  confirmPassword(password: string): Promise<void>;
  /** Ends the session and revokes its token (this person's only), so a copy of it can never be restored. */
  signOut(): Promise<void>;
  /**
   * Re-establishes the session behind a stored token; null when it is not valid: expired, revoked by a
   * sign-out, signed by another install, or not the account the backend has signed in.
   */
  restore(storedToken: string | null): Promise<Session | null>;
  /** Called with each fresh token (firebase refreshes hourly) and with null on sign-out. */
  onTokenChange(listener: (token: string | null) => void): Unsubscribe;
}
