import { createCommand } from '../../app/command';
import type { NamedAgreementInput } from '../../backend/port/agreements';

/**
 * Saves the agreement settings: the text, published as a new version when it changed, and whether every
 * check-in asks for it.
 */
export const saveAgreement = createCommand(
  'agreement/save',
  async ({ text, required }: { text: string; required: boolean }, { backend }) => {
    const agreement = text.trim()
      ? await backend.agreements.publish(text.trim())
      : await backend.agreements.latest();
    await backend.settings.updateSite({ agreementRequired: required });
    return agreement;
  },
  { invalidates: ['Agreement', 'Site'] },
);

/** One language's translation as typed: set, or (blank) removed. */
export interface TranslationChange {
  language: string;
  text: string;
}

/**
 * Keeps the company's translations of a published version: each language whose text changed, set or (left
 * blank) removed. The version itself does not change, so no visitor is asked to sign again.
 */
export const translateAgreement = createCommand(
  'agreement/translate',
  async ({ version, changes }: { version: number; changes: TranslationChange[] }, { backend }) => {
    let agreement = null;
    for (const { language, text } of changes) {
      agreement = await backend.agreements.translate(version, language, text);
    }
    return agreement;
  },
  { invalidates: ['Agreement'] },
);

/**
 * Publishes another agreement, or the next revision of one; the visitor types that named an earlier
 * revision name this one, each in a save of its own (a type still naming the earlier revision after a
 * failure asks for that one, which stays published).
 */
export const publishOtherAgreement = createCommand(
  'agreement/publishOther',
  async (input: NamedAgreementInput, { backend }) => {
    const published = await backend.agreements.publishNamed(input);
    const earlier = (await backend.settings.site()).visitorTypes.filter(
      (type) => type.agreementId?.startsWith(`${published.series}.`) && type.agreementId !== published.id,
    );
    for (const type of earlier)
      await backend.settings.saveVisitorType({ ...type, agreementId: published.id });
    return published;
  },
  { invalidates: ['Agreement', 'Site'] },
);

/** The same for a revision of another agreement: its name and text do not change, nor what visits signed. */
export const translateOtherAgreement = createCommand(
  'agreement/translateOther',
  async ({ id, changes }: { id: string; changes: TranslationChange[] }, { backend }) => {
    let agreement = null;
    for (const { language, text } of changes) {
      agreement = await backend.agreements.translateNamed(id, language, text);
    }
    return agreement;
  },
  { invalidates: ['Agreement'] },
);
