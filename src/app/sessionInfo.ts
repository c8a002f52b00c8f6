import { isRole } from '../backend/permissions';
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

const isText = (value: unknown): value is string => typeof value === 'string';

function isProfile(value: unknown): value is CompanyProfile {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value && 'email' in value
    ? isText(value.id) && isText(value.name) && isText(value.email)
    : false;
}

function isMember(value: unknown): value is SessionMember {
  return isProfile(value) && 'role' in value && isRole(value.role);
}

/** The stored info of the person a token names (its subject); null for anyone else or none. */
export function readSessionInfo(subject: string): SessionInfo | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_INFO_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('company' in parsed) || !('member' in parsed)) {
      return null;
    }
    const { company, member } = parsed;
    return isProfile(company) && isMember(member) && member.id === subject ? { company, member } : null;
  } catch {
    return null;
  }
}
