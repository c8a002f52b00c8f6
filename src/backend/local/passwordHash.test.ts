import { describe, expect, it } from 'vitest';
import { companyInput } from '../../test/fixtures';
import { InvalidCredentialsError } from '../errors';
import { createLocalBackend } from './createLocalBackend';
import { openFrontdeskDb } from './db';
import { PBKDF2_ITERATIONS } from './passwordHash';

describe('local passwords', () => {
  it('are stretched with PBKDF2_ITERATIONS rounds by the backend the app makes, and sign in with them', async () => {
    const dbName = `passwords-${crypto.randomUUID()}`;
    const backend = createLocalBackend({ dbName });
    const company = companyInput();
    await backend.auth.registerCompany(company);

    const [stored] = await openFrontdeskDb(dbName).companies.toArray();
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(210_000);
    expect(stored?.iterations).toBe(PBKDF2_ITERATIONS);
    expect(stored?.passwordHash).not.toContain(company.password);
    await expect(backend.auth.signIn(company.email, company.password)).resolves.toMatchObject({
      company: { email: company.email },
    });
    await expect(backend.auth.signIn(company.email, `${company.password}!`)).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });
});
