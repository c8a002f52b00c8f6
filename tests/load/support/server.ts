import type { Page } from '@playwright/test';

/** What the load runs read from the server: the emulator's own view, past the rules. */

const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const DOCUMENTS = `http://${FIRESTORE}/v1/projects/demo-frontdesk/databases/(default)/documents`;

export interface RestDocument {
  name: string;
  fields?: Partial<Record<string, { stringValue?: string; integerValue?: string }>>;
}

/** A collection of the company, as the emulator's owner reads it (past the rules). */
export async function documentsOf(path: string): Promise<RestDocument[]> {
  const documents: RestDocument[] = [];
  let pageToken = '';
  do {
    const response = await fetch(
      `${DOCUMENTS}/${path}?pageSize=300${pageToken && `&pageToken=${pageToken}`}`,
      {
        headers: { Authorization: 'Bearer owner' },
      },
    );
    const page = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

/** The signed-in company's id: the stored ID token's subject. */
export async function companyIdOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('frontdesk.idToken') ?? '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

/** How many mail records the company's outbox holds per visit and kind ("<visit> visitor", "<visit> host"). */
export async function mailsByVisitAndKind(companyId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const mail of await documentsOf(`companies/${companyId}/outbox`)) {
    const key = `${mail.fields?.visitId?.stringValue ?? ''} ${mail.fields?.kind?.stringValue ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
