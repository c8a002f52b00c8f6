import { beforeAll, expect, it } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/createFirebaseBackend';
import { createMailer } from '../../src/features/mail/mailer';
import { triggerEmailTransport } from '../../src/backend/firebase/triggerEmailTransport';
import { companyInput } from '../../src/test/fixtures';
import { clearEmulators, emulatorSettings, FIRESTORE, PROJECT_ID } from './emulators';

beforeAll(clearEmulators);

/** Reads a document as the emulator's owner, past the rules (clients may not read the mail queue). */
async function readAsOwner(path: string): Promise<{ fields: Record<string, unknown> }> {
  const response = await fetch(
    `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  return (await response.json()) as { fields: Record<string, unknown> };
}

it('queues mail for the Trigger Email extension and records it in the outbox', async () => {
  const backend = createFirebaseBackend(emulatorSettings, { appName: 'mail-queue' });
  const company = companyInput();
  await backend.auth.registerCompany(company);
  const session = await backend.auth.signIn(company.email, company.password);

  const message = {
    to: 'eve@example.com',
    subject: 'Visit ID for your latest Visit',
    bodyHtml: '<p>1</p>',
    bodyText: '1',
  };
  const transport = triggerEmailTransport(emulatorSettings, 'mail', 'mail-queue');
  const entry = await createMailer(backend, transport).send(message);
  expect(entry).toMatchObject({ transport: 'firestore', status: 'queued', to: 'eve@example.com' });
  const mailId = entry?.detail.replace('Queued as mail document ', '') ?? '';
  const stored = await readAsOwner(`mail/${mailId}`);
  expect(stored.fields).toMatchObject({
    to: { stringValue: 'eve@example.com' },
    tenant: { stringValue: session.company.id },
    message: {
      mapValue: {
        fields: {
          subject: { stringValue: 'Visit ID for your latest Visit' },
          html: { stringValue: '<p>1</p>' },
          text: { stringValue: '1' },
        },
      },
    },
  });
  expect((await backend.outbox.list(5)).map((sent) => sent.status)).toEqual(['queued']);
});
