import { SignJWT, jwtVerify } from 'jose';
import { InvalidCredentialsError, NotSignedInError, RegistrationError } from '../errors';
import type { AuthPort, CompanyProfile, CompanyRegistration, Session } from '../port/auth';
import type { Unsubscribe } from '../port/common';
import { aadhaarLast4 } from '../../lib/aadhaar';
import { normalizeEmail } from '../../lib/email';
import type { CompanyRow, FrontdeskDb } from './db';
import { ensureCompanyDefaults } from './localSettings';
import { hashPassword, verifyPassword } from './passwordHash';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const SECRET_KEY = 'jwtSecret';
const ISSUER = 'frontdesk-local';
const revokedKey = (companyId: string) => `revokedAt:${companyId}`;

/** Holds the signed-in company for the other local ports: the tenant comes from here only. */
export interface LocalSessionHolder {
  current: CompanyProfile | null;
}

function profileOf(company: CompanyRow): CompanyProfile {
  return { id: company.id, name: company.name, email: company.email };
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
): AuthPort {
  const listeners = new Set<(token: string | null) => void>();
  const announce = (token: string | null) => listeners.forEach((listener) => listener(token));

  async function issueToken(company: CompanyRow): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT({ email: company.email, name: company.name, issuedAtMs: now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(company.id)
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
      const hash = await hashPassword(input.password);
      await db.transaction('rw', [db.companies, db.sites, db.directoryCompanies, db.hosts], async () => {
        if (await db.companies.where('emailLower').equals(emailLower).count()) {
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
      const company = await db.companies.where('emailLower').equals(normalizeEmail(email)).first();
      if (!company || !(await verifyPassword(password, company))) throw new InvalidCredentialsError();
      await ensureCompanyDefaults(db, company.id, company.email);
      const token = await issueToken(company);
      session.current = profileOf(company);
      announce(token);
      return { token, company: session.current };
    },

    async confirmPassword(password: string) {
      const company = session.current ? await db.companies.get(session.current.id) : undefined;
      if (!company) throw new NotSignedInError();
      if (!(await verifyPassword(password, company))) throw new InvalidCredentialsError();
    },

    async signOut() {
      // Signing out revokes every token issued to the company until now.
      if (session.current)
        await db.settings.put({ key: revokedKey(session.current.id), value: String(now()) });
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
        const company = payload.sub ? await db.companies.get(payload.sub) : undefined;
        if (!company) return null;
        const revokedAt = Number((await db.settings.get(revokedKey(company.id)))?.value ?? -Infinity);
        if (typeof payload.issuedAtMs !== 'number' || payload.issuedAtMs <= revokedAt) return null;
        session.current = profileOf(company);
        return { token: storedToken, company: session.current };
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
