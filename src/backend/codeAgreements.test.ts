import { describe, expect, it } from 'vitest';
import { signedInBackend } from '../test/renderApp';
import { publicSiteOf } from './contactless';
import { MAX_CODE_AGREEMENTS } from './port/contactless';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from './visitorTypeTemplates';

describe('the other agreements a code carries', () => {
  it('carries at most three, in the order of the types; a type asking for a fourth is not offered on the phone', async () => {
    const backend = await signedInBackend();
    const guest = VISITOR_TYPE_TEMPLATES.find((template) => template.name === 'Guest');
    if (!guest) throw new Error('no Guest template');
    const names = ['Induction', 'Candidate NDA', 'Lab rules', 'Photo policy'];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const agreement = await backend.agreements.publishNamed({ name, text: `${name}: read me.` });
      ids.push(agreement.id);
      await backend.settings.saveVisitorType({
        ...typeFromTemplate(guest, 3 + index),
        name: `Guest ${String(index + 1)}`,
        agreement: 'always',
        agreementId: agreement.id,
      });
    }
    const site = await publicSiteOf(backend, Date.now() + 60_000);
    expect(MAX_CODE_AGREEMENTS).toBe(3);
    expect(Object.keys(site.namedAgreements ?? {})).toEqual(ids.slice(0, 3));
    expect(site.namedAgreements?.[ids[0] ?? '']).toEqual({ name: 'Induction', text: 'Induction: read me.' });
    expect(site.visitorTypes.map((type) => type.name)).toEqual([
      'Meeting',
      'Interview',
      'Others',
      'Guest 1',
      'Guest 2',
      'Guest 3',
    ]);
  });
});
