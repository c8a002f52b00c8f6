/**
 * What a pass's or an invitation's QR code holds: which company, and a random code that the company's
 * desk resolves to the visit or the invitation. No personal data, and nothing anyone can use without
 * that company's session.
 */
export type ScannedKind = 'pass' | 'invite';

export interface ScannedCode {
  kind: ScannedKind;
  company: string;
  code: string;
}

const PREFIX = 'frontdesk';
const SCANNED = /^frontdesk:(pass|invite):([A-Za-z0-9_-]{1,128}):([A-Za-z0-9_-]{16,64})$/;

export function scannedCodeText({ kind, company, code }: ScannedCode): string {
  return `${PREFIX}:${kind}:${company}:${code}`;
}

/** null when the text is not one of our codes. */
export function parseScannedCode(text: string): ScannedCode | null {
  const match = SCANNED.exec(text.trim());
  if (!match) return null;
  const [, kind, company = '', code = ''] = match;
  return { kind: kind === 'pass' ? 'pass' : 'invite', company, code };
}
