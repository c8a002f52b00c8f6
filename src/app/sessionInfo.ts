import type { CompanyProfile, SessionMember } from '../backend/port/auth';
import { SESSION_INFO_KEY } from '../lib/sessionToken';

export interface SessionInfo {
  company: CompanyProfile;
  member: SessionMember;
}

/** Kept beside the stored token at sign-in: the company and role its person had then. */
export function storeSessionInfo(info: SessionInfo): void {
  localStorage.setItem(SESSION_INFO_KEY, JSON.stringify({ company: info.company, member: info.member }));
}

/**
 * The stored info of the person a token names (its subject); null for anyone else or none. It is only
 * this browser's own note of what sign-in said: the backend's restore then says who they are now.
 */
export function readSessionInfo(subject: string): SessionInfo | null {
  try {
    const info = JSON.parse(localStorage.getItem(SESSION_INFO_KEY) ?? 'null') as Partial<SessionInfo> | null;
    const { company, member } = info ?? {};
    return company && member?.id === subject && typeof member.role === 'string' ? { company, member } : null;
  } catch {
    return null;
  }
}
