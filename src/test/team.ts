import { testLocalBackend } from './localBackend';
import type { MemberRole } from '../backend/permissions';
import { uniqueEmail } from './fixtures';
import { TEST_COMPANY } from './renderApp';

export const MEMBER_PASSWORD = 'member-secret';

/**
 * The test company's owner, signed in, and a member who joined with `role`, each on a backend of their
 * own over one database: two people at one browser's desk.
 */
export async function companyWithMember(role: MemberRole) {
  const dbName = `team-${crypto.randomUUID()}`;
  const owner = testLocalBackend({ dbName });
  await owner.auth.registerCompany(TEST_COMPANY);
  const ownerSession = await owner.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const email = uniqueEmail(role);
  const invite = await owner.team.invite(email, role, Date.now());
  const member = testLocalBackend({ dbName });
  await member.join.join(invite.code, `Pat ${role}`, MEMBER_PASSWORD);
  const memberSession = await member.auth.signIn(email, MEMBER_PASSWORD);
  return { owner, ownerSession, member, memberSession, email };
}
