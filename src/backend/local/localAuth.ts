import { SignJWT, jwtVerify } from 'jose';
import { InvalidCredentialsError, NotSignedInError, RegistrationError } from '../errors';
import { AccessRevokedError } from '../teamErrors';
import type { AuthPort, CompanyProfile, CompanyRegistration, Session, SessionMember } from '../port/auth';
import type { Unsubscribe } from '../port/common';
import { aadhaarLast4 } from '../../lib/aadhaar';
import { normalizeEmail } from '../../lib/email';
import type { CompanyRow, FrontdeskDb, MemberRow } from './db';
import { ensureCompanyDefaults } from './localSettings';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './passwordHash';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const SECRET_KEY = 'jwtSecret';
const ISSUER = 'frontdesk-local';
/** A sign-out revokes the tokens issued to that person until then: no one else's. */
const revokedKey = (personId: string) => `revokedAt:${personId}`;

/** Who is signed in, for the other local ports: the tenant and the actor come from here only. */
export interface LocalSession {
  company: CompanyProfile;
  member: SessionMember;
}

/** Holds the signed-in person for the other local ports. */
export interface LocalSessionHolder {
  current: LocalSession | null;
}

/** A person who signs in: the company's owner (its own row holds the password) or a member. */
type Person = { company: CompanyRow; member: MemberRow | null };

function profileOf(company: CompanyRow): CompanyProfile {
  return { id: company.id, name: company.name, email: company.email };
}

function sessionOf({ company, member }: Person): LocalSession {
  return {
    company: profileOf(company),
    member: member
      ? { id: member.id, name: member.name, email: member.email, role: member.role }
      : { id: company.id, name: company.name, email: company.email, role: 'owner' },
  };
}

const credentialsOf = ({ company, member }: Person) => member ?? company;

/** The person with this sign-in email, whichever table holds them. */
async function personByEmail(db: FrontdeskDb, emailLower: string): Promise<Person | null> {
  const company = await db.companies.where('emailLower').equals(emailLower).first();
  if (company) return { company, member: null };
  const member = await db.members.where('emailLower').equals(emailLower).first();
  const employer = member && (await db.companies.get(member.tenant));
  return member && employer ? { company: employer, member } : null;
}

/** The person a token names (its subject): an owner's id is their company's. */
export async function personById(db: FrontdeskDb, id: string): Promise<Person | null> {
  const company = await db.companies.get(id);
  if (company) return { company, member: null };
  const member = await db.members.get(id);
  const employer = member && (await db.companies.get(member.tenant));
  return member && employer ? { company: employer, member } : null;
}

/** Whether an address already signs in somewhere: as a company's owner or as a member. */
export async function emailTaken(db: FrontdeskDb, emailLower: string): Promise<boolean> {
  return (
    (await db.companies.where('emailLower').equals(emailLower).count()) > 0 ||
    (await db.members.where('emailLower').equals(emailLower).count()) > 0
  );
}

/** Each install signs its tokens with its own random HS256 key, kept in this browser. */
async function signingKey(db: FrontdeskDb): Promise<Uint8Array> {
  const stored = await db.settings.get(SECRET_KEY);
  if (stored) return Uint8Array.from(atob(stored.value), (character) => character.charCodeAt(0));
  const secret = crypto.getRandomValues(new Uint8Array(32));
  await db.settings.add({ key: SECRET_KEY, value: btoa(String.fromCharCode(...secret)) });
  return secret;
}

export function createLocalAuth(
  db: FrontdeskDb,
  session: LocalSessionHolder,
  now: () => number = Date.now,
  passwordIterations = PBKDF2_ITERATIONS,
): AuthPort {
  const listeners = new Set<(token: string | null) => void>();
  const announce = (token: string | null) => listeners.forEach((listener) => listener(token));

  async function issueToken({ company, member }: Person): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const person = member ?? company;
    return new SignJWT({ email: person.email, name: person.name, company: company.id, issuedAtMs: now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(person.id)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(await signingKey(db));
  }

  return {
    async registerCompany(input: CompanyRegistration) {
      const emailLower = normalizeEmail(input.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailLower)) {
        throw new RegistrationError('The email address is badly formatted.');
      }
      if (input.password.length < 6) {
        throw new RegistrationError('Password should be at least 6 characters.');
      }
      const hash = await hashPassword(input.password, passwordIterations);
      const tables = [db.companies, db.members, db.sites, db.directoryCompanies, db.hosts];
      await db.transaction('rw', tables, async () => {
        if (await emailTaken(db, emailLower)) {
          throw new RegistrationError('The email address is already in use by another account.');
        }
        const id = crypto.randomUUID();
        await db.companies.add({
          id,
          name: input.name.trim(),
          email: input.email.trim(),
          emailLower,
          mobile: input.mobile.trim(),
          aadhaarLast4: aadhaarLast4(input.aadharId),
          ...hash,
          createdAt: now(),
        });
        await ensureCompanyDefaults(db, id, input.email.trim());
      });
    },

    async signIn(email: string, password: string): Promise<Session> {
      const person = await personByEmail(db, normalizeEmail(email));
      if (!person || !(await verifyPassword(password, credentialsOf(person)))) {
        throw new InvalidCredentialsError();
      }
      if (person.member && !person.member.active) throw new AccessRevokedError();
      await ensureCompanyDefaults(db, person.company.id, person.company.email);
      const token = await issueToken(person);
      session.current = sessionOf(person);
      announce(token);
      return { token, ...session.current };
    },

    async confirmPassword(password: string) {
      const person = session.current ? await personById(db, session.current.member.id) : null;
      if (!person) throw new NotSignedInError();
      if (!(await verifyPassword(password, credentialsOf(person)))) throw new InvalidCredentialsError();
    },

    async signOut() {
      if (session.current) {
        await db.settings.put({ key: revokedKey(session.current.member.id), value: String(now()) });
      }
      session.current = null;
      announce(null);
    },

    async restore(storedToken: string | null): Promise<Session | null> {
      if (!storedToken) return null;
      try {
        const { payload } = await jwtVerify(storedToken, await signingKey(db), {
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        const person = payload.sub ? await personById(db, payload.sub) : null;
        if (!person || (person.member && !person.member.active)) return null;
        const revokedAt = Number((await db.settings.get(revokedKey(payload.sub ?? '')))?.value ?? -Infinity);
        if (typeof payload.issuedAtMs !== 'number' || payload.issuedAtMs <= revokedAt) return null;
        session.current = sessionOf(person);
        return { token: storedToken, ...session.current };
      } catch {
        return null;
      }
    },

    onTokenChange(listener: (token: string | null) => void): Unsubscribe {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
