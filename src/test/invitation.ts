import { inviteInput } from '../backend/inviteInput';
import { newRandomCode } from '../lib/randomCode';
import { newLocalBackend, TEST_COMPANY } from './renderApp';

/**
 * A signed-in company with an invitation for now of Ines (`email`), an interview with its first host;
 * no email sent for it. Returns the backend and the invitation.
 */
export async function companyWithInvitation(email: string) {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  const [host] = (await backend.directory.list()).hosts;
  if (!host) throw new Error('no host');
  const invite = await backend.invites.invite(
    inviteInput(
      {
        code: newRandomCode(),
        visitorName: 'Ines Invited',
        visitorEmail: email,
        visitorMobile: '9876543210',
        visitType: 'Interview',
        companyName: 'Acme Corporation',
        expectedAt: Date.now(),
      },
      host,
      'UTC',
    ),
  );
  return { backend, invite };
}
