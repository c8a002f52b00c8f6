import type { FirebaseSettings } from '../../src/config/env';

export const PROJECT_ID = 'demo-frontdesk';
export const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = FIRESTORE.split(':');

export const emulatorSettings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: 'demo-app',
  useEmulators: true,
  authEmulatorUrl: `http://${AUTH}`,
  firestoreEmulatorHost: firestoreHost,
  firestoreEmulatorPort: Number(firestorePort),
};

/** Deletes every document of the demo project (its rules and accounts stay). */
export async function emptyFirestore(): Promise<void> {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

/** Empties both emulators, so a run starts from nothing. */
export async function clearEmulators(): Promise<void> {
  await emptyFirestore();
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** Reads a document as the emulator's owner, past the rules. */
export async function readAsOwner(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    {
      headers: { Authorization: 'Bearer owner' },
    },
  );
  if (response.status === 404) return null;
  return (await response.json()) as Record<string, unknown>;
}

/** Writes fields of a document as the emulator's owner (what the Trigger Email extension would write). */
export async function patchAsOwner(
  path: string,
  fields: Record<string, unknown>,
  mask: string[],
): Promise<void> {
  const query = mask.map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`).join('&');
  const response = await fetch(
    `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?${query}`,
    { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify({ fields }) },
  );
  if (!response.ok) throw new Error(`owner write failed: HTTP ${response.status} ${await response.text()}`);
}

/** Follows the verification link the Auth emulator "sent" to this address, as the account's owner would. */
export async function verifyEmailOf(email: string): Promise<void> {
  const response = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.filter((each) => each.email === email && each.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification link was sent to ${email}`);
  const followed = await fetch(code.oobLink);
  if (!followed.ok) throw new Error(`the verification link failed: HTTP ${followed.status}`);
}

type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

/** A JavaScript value as the Firestore REST API spells it. */
export function toRestValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  throw new Error(`no Firestore value for ${typeof value}`);
}

function toRestFields(data: object): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRestValue(value)]));
}

/** Writes documents as the emulator's owner, past the rules, 500 to a commit (bulk seeding). */
export async function writeAsOwner(
  documents: { path: string; data: Record<string, unknown> }[],
): Promise<void> {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let start = 0; start < documents.length; start += 500) {
    const writes = documents.slice(start, start + 500).map(({ path, data }) => ({
      update: { name: `${root}/${path}`, fields: toRestFields(data) },
    }));
    const response = await fetch(`http://${FIRESTORE}/v1/${root}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok)
      throw new Error(`owner commit failed: HTTP ${response.status} ${await response.text()}`);
  }
}
