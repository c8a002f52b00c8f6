#!/usr/bin/env node
// Writes Frontdesk's mail templates (src/shared/mail/templates.json, the same file the app renders the
// outbox and HTTP mail from) into the `templates` collection that the Firebase "Trigger Email" extension
// reads. No client may write that collection, so this runs with an owner's credentials:
//
//   npm run mail:templates -- --project <your-project-id>   a real project: uses `gcloud auth print-access-token`
//   npm run mail:templates -- --emulator                     the Firestore emulator on 127.0.0.1:8080 (demo-frontdesk)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DEFAULT_EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

const stringValue = (value) => ({ stringValue: value });

/**
 * An attachment is made from the mail's own data (`content`, base64) and shown in the HTML by its `cid`:
 * only these keys are written, never `path` or `href`, which would make the extension fetch an address.
 */
const ATTACHMENT_KEYS = ['filename', 'content', 'encoding', 'cid'];
const attachmentValue = (attachment) => ({
  mapValue: { fields: Object.fromEntries(ATTACHMENT_KEYS.map((key) => [key, stringValue(attachment[key])])) },
});

/** The templates as Firestore documents: HTML bodies escape values ({{x}}), subject and text do not ({{{x}}}). */
export function templateDocuments() {
  const templates = JSON.parse(
    readFileSync(new URL('../src/shared/mail/templates.json', import.meta.url), 'utf8'),
  );
  return Object.entries(templates).map(([name, { subject, html, text, attachments = [] }]) => ({
    name,
    fields: {
      subject: stringValue(subject),
      html: stringValue(html),
      text: stringValue(text),
      attachments: {
        arrayValue: {
          values: attachments.map(attachmentValue),
        },
      },
    },
  }));
}

/** Writes every template to `templates/{name}`. */
export async function writeTemplates({ baseUrl, token }) {
  for (const { name, fields } of templateDocuments()) {
    const response = await fetch(`${baseUrl}/templates/${name}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok)
      throw new Error(`writing template ${name} failed: HTTP ${response.status} ${await response.text()}`);
  }
}

export const emulatorTarget = (project = 'demo-frontdesk', host = DEFAULT_EMULATOR) => ({
  baseUrl: `http://${host}/v1/projects/${project}/databases/(default)/documents`,
  token: 'owner',
});

async function main() {
  const args = process.argv.slice(2);
  const projectIndex = args.indexOf('--project');
  let target;
  if (args.includes('--emulator')) target = emulatorTarget();
  else if (projectIndex !== -1 && args[projectIndex + 1]) {
    const project = args[projectIndex + 1];
    const token = execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();
    target = {
      baseUrl: `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents`,
      token,
    };
  } else {
    console.error('Usage: npm run mail:templates -- --project <project-id> | --emulator');
    process.exit(2);
  }
  await writeTemplates(target);
  console.log(`Wrote ${templateDocuments().length} templates to ${target.baseUrl}/templates`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
