import type { SignedAgreement } from '../port/agreements';
import { numeric, text, type StoredData } from './fields';

/** A visitor's acceptance as a visit or an arrival stores it. */
export function toSignedAgreement(data: StoredData): SignedAgreement {
  return {
    version: numeric(data, 'version'),
    signedName: text(data, 'signedName'),
    signature: text(data, 'signature'),
    signedAt: numeric(data, 'signedAt'),
    ...(typeof data.language === 'string' && { language: data.language }),
  };
}
