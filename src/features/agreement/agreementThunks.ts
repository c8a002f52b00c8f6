import { createCommand } from '../../app/command';

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
