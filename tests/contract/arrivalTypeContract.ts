import { describe, expect, it } from 'vitest';
import { confirmArrival } from '../../src/backend/contactless';
import { BackendError } from '../../src/backend/errors';
import { HOST_NOT_OFFERED, PHOTO_REQUIRED } from '../../src/backend/port/contactless';
import type { Backend } from '../../src/backend/port/backend';
import type { VisitorType } from '../../src/backend/port/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../src/backend/visitorTypeTemplates';
import { inviteInput } from '../../src/backend/inviteInput';
import { newRandomCode } from '../../src/lib/randomCode';
import { uniqueEmail } from '../../src/test/fixtures';
import { arrivalFor, desks, publishCode, type ContactlessContractOptions } from './contactlessContract';
import { contractorTemplate, questionsOf, requiredAnswers } from './contractorType';

/** The code a call failed with; 'resolved' when it did not fail. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
  );

/** A company whose desk offers a Contractor type (changed by `change`), and a code published after it. */
async function contractorCode(
  options: ContactlessContractOptions,
  change: (type: VisitorType) => VisitorType = (type) => type,
) {
  const { desk, company } = await desks(options);
  const contractor = change(typeFromTemplate(contractorTemplate(), 3));
  await desk.settings.saveVisitorType(contractor);
  const published = await publishCode(desk);
  return { desk, company, contractor, ...published };
}

const asContractor = (desk: Backend, contractor: VisitorType, changes = {}) =>
  arrivalFor(desk, {
    visitType: contractor.name,
    visitTypeId: contractor.id,
    answers: requiredAnswers(contractor),
    ...changes,
  });

/** Visitor types on the phone: the code offers them with their questions; the arrival's answers become the visit's. */
export function describeArrivalTypeContract(
  adapterName: string,
  options: ContactlessContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: visitor types on the phone`, () => {
    it(
      'a code offers the company’s types with their questions; a contractor’s answers reach the visit',
      async () => {
        const { desk, company, contractor, code } = await contractorCode(options);
        const phone = options.makePhone();
        const opened = await phone.openCode(company, code);
        expect(opened.visitorTypes.map((type) => type.name)).toEqual([
          'Meeting',
          'Interview',
          'Others',
          'Contractor',
        ]);
        expect(opened.visitorTypes.find((type) => type.id === contractor.id)?.questions).toEqual(
          contractor.questions,
        );
        // In Spanish: the visitor's emails follow the language they chose.
        const input = await asContractor(desk, contractor, { visitorLanguage: 'es' });
        const id = await phone.arrive(company, code, input);
        expect(await desk.contactless.arrival(id)).toMatchObject({
          visitType: 'Contractor',
          visitTypeId: contractor.id,
          answers: input.answers,
          visitorLanguage: 'es',
        });
        const visit = await confirmArrival(desk, id, Date.now());
        expect(visit).toMatchObject({
          visitType: 'Contractor',
          visitTypeId: contractor.id,
          visitorLanguage: 'es',
        });
        expect(await desk.visits.visit(visit.id)).toMatchObject({
          answers: input.answers,
          visitorLanguage: 'es',
        });
      },
      timeout,
    );

    it(
      'refuses an arrival whose type or answers the code does not offer, and takes a spec type with none',
      async () => {
        const { desk, company, contractor, code } = await contractorCode(options);
        const { employer, induction } = questionsOf(contractor);
        const given = requiredAnswers(contractor);
        const refused = [
          // A required question left unanswered.
          { answers: { [employer.id]: given[employer.id] } },
          // A question the type does not ask.
          { answers: { ...given, qUnknown01: { question: 'Shoe size', value: '9' } } },
          // An answer over 500 characters.
          { answers: { ...given, [employer.id]: { question: employer.label, value: 'x'.repeat(501) } } },
          // A language the visitor's screens do not speak.
          { visitorLanguage: 'tlh' },
          // One of the spec's names under the contractor's id, and a type the company never had.
          { visitType: 'Meeting' },
          { visitTypeId: 'tNotOurs1', visitType: 'Contractor' },
          // The spec's type with answers it does not ask for.
          { visitTypeId: 'meeting', visitType: 'Meeting', answers: given },
        ];
        for (const changes of refused) {
          const input = await asContractor(desk, contractor, changes);
          expect(
            await codeOf(options.makePhone().arrive(company, code, input)),
            JSON.stringify(changes),
          ).toBe('invalid-input');
        }
        expect(induction.required).toBe(true);
        const meeting = await arrivalFor(desk, { visitTypeId: 'meeting' });
        expect(await codeOf(options.makePhone().arrive(company, code, meeting))).toBe('resolved');
      },
      timeout,
    );

    it(
      'does not offer the phone a type naming a revision it cannot read, and refuses its arrival, signed or not',
      async () => {
        const induction = 'safetyinduct01.1';
        const { desk, company, contractor, code } = await contractorCode(options, (type) => ({
          ...type,
          agreement: 'always',
          agreementId: induction,
        }));
        // Never published: not offered, and no acceptance of it passes.
        const offered = (await options.makePhone().openCode(company, code)).visitorTypes;
        expect(offered.map((type) => type.id)).toEqual(['meeting', 'interview', 'others']);
        const signed = { version: 1, signedName: 'Asha Rao', signature: '', signedAt: Date.now() - 1000 };
        for (const agreement of [undefined, signed, { ...signed, agreementId: induction }]) {
          const input = await asContractor(desk, contractor, agreement && { agreement });
          expect(
            await codeOf(options.makePhone().arrive(company, code, input)),
            JSON.stringify(agreement),
          ).toBe('invalid-input');
        }
      },
      timeout,
    );

    it(
      'carries another agreement with its type to the phone, which signs that revision; the visit keeps which',
      async () => {
        const { desk, company } = await desks(options);
        const induction = await desk.agreements.publishNamed({
          name: 'Safety induction',
          text: 'Wear a hard hat beyond the yellow line.',
        });
        const contractor = {
          ...typeFromTemplate(contractorTemplate(), 3),
          agreement: 'always' as const,
          agreementId: induction.id,
        };
        await desk.settings.saveVisitorType(contractor);
        const spanish = 'Use casco más allá de la línea amarilla.';
        await desk.agreements.translateNamed(induction.id, 'es', spanish);
        const { code } = await publishCode(desk);
        const opened = await options.makePhone().openCode(company, code);
        expect(opened.visitorTypes.map((type) => type.id)).toContain(contractor.id);
        // With the company's translations, as kept (the rules compare them).
        expect(opened.namedAgreements).toEqual({
          [induction.id]: { name: induction.name, text: induction.text, translations: { es: spanish } },
        });

        const signed = { version: 1, signedName: 'Asha Rao', signature: '', signedAt: Date.now() - 1000 };
        for (const agreement of [undefined, signed, { ...signed, agreementId: `${induction.series}.2` }]) {
          const input = await asContractor(desk, contractor, agreement && { agreement });
          expect(
            await codeOf(options.makePhone().arrive(company, code, input)),
            JSON.stringify(agreement),
          ).toBe('invalid-input');
        }
        const accepted = { ...signed, agreementId: induction.id };
        const input = await asContractor(desk, contractor, { visitorName: 'Asha Rao', agreement: accepted });
        const id = await options.makePhone().arrive(company, code, input);
        const visit = await confirmArrival(desk, id, Date.now());
        expect(visit.agreement).toEqual(accepted);
        expect((await desk.visits.visit(visit.id))?.agreement).toEqual(accepted);
      },
      timeout,
    );

    it(
      'keeps an invitation’s language for the visitor’s emails, and refuses one the visitor screens do not speak',
      async () => {
        const { desk } = await desks(options);
        const [host] = (await desk.directory.list()).hosts;
        if (!host) throw new Error('the company has no host');
        const invitation = (visitorLanguage: string) =>
          inviteInput(
            {
              code: newRandomCode(),
              visitorName: 'Amira Invited',
              visitorEmail: uniqueEmail('amira'),
              visitorMobile: '9876543210',
              visitType: 'Meeting',
              visitTypeId: 'meeting',
              visitorLanguage,
              companyName: 'Acme Corporation',
              expectedAt: Date.now(),
            },
            host,
            'UTC',
          );
        const invited = await desk.invites.invite(invitation('ar'));
        expect(invited.visitorLanguage).toBe('ar');
        expect(await codeOf(desk.invites.invite(invitation('tlh')))).not.toBe('resolved');
      },
      timeout,
    );

    it(
      'takes an arrival of a type that needs a photo only with one',
      async () => {
        const { desk, company, contractor, code } = await contractorCode(options, (type) => ({
          ...type,
          photoRequired: true,
        }));
        const without = await asContractor(desk, contractor, { imageUrl: '' });
        await expect(options.makePhone().arrive(company, code, without)).rejects.toMatchObject({
          code: 'invalid-input',
          message: PHOTO_REQUIRED,
        });
        const withPhoto = await asContractor(desk, contractor, { imageUrl: 'data:image/jpeg;base64,AAAA' });
        const id = await options.makePhone().arrive(company, code, withPhoto);
        expect((await desk.contactless.arrival(id)).imageUrl).toBe('data:image/jpeg;base64,AAAA');
        // The spec's types ask for none.
        const meeting = await arrivalFor(desk, { visitTypeId: 'meeting', imageUrl: '' });
        expect(await codeOf(options.makePhone().arrive(company, code, meeting))).toBe('resolved');
      },
      timeout,
    );

    it(
      'takes a delivery with no host and checks it in for nobody; a type that needs a host still needs one',
      async () => {
        const { desk, company } = await desks(options);
        const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Delivery');
        if (!template) throw new Error('no Delivery template');
        const delivery = { ...typeFromTemplate(template, 3), questions: [] };
        await desk.settings.saveVisitorType(delivery);
        const { code } = await publishCode(desk);
        const noHost = { hostId: '', whomToMeet: '' };
        const input = await arrivalFor(desk, { visitType: 'Delivery', visitTypeId: delivery.id, ...noHost });
        const id = await options.makePhone().arrive(company, code, input);
        expect(await desk.contactless.arrival(id)).toMatchObject({ visitType: 'Delivery', ...noHost });
        const visit = await confirmArrival(desk, id, Date.now());
        expect(visit).toMatchObject({ visitType: 'Delivery', ...noHost, whomToMeetEmail: '' });
        expect(await desk.visits.visit(visit.id)).toMatchObject({ ...noHost, whomToMeetEmail: '' });

        const meeting = await arrivalFor(desk, { visitTypeId: 'meeting', ...noHost });
        await expect(options.makePhone().arrive(company, code, meeting)).rejects.toMatchObject({
          code: 'invalid-input',
          message: HOST_NOT_OFFERED,
        });
        // A host's name with no host's id is no host of the code's.
        const named = await arrivalFor(desk, { visitTypeId: delivery.id, visitType: 'Delivery', hostId: '' });
        expect(await codeOf(options.makePhone().arrive(company, code, named))).toBe('invalid-input');
      },
      timeout,
    );

    it(
      'a code carries the company’s translations of the agreement; a visitor signs in their language',
      async () => {
        const { desk, company } = await desks(options);
        await desk.settings.updateSite({ agreementRequired: true });
        const { version } = await desk.agreements.publish('Wear your badge at all times.');
        await desk.agreements.translate(version, 'es', 'Lleve su credencial en todo momento.');
        const { code } = await publishCode(desk);
        const opened = await options.makePhone().openCode(company, code);
        expect(opened.agreement).toEqual({
          version,
          text: 'Wear your badge at all times.',
          translations: { es: 'Lleve su credencial en todo momento.' },
        });
        const agreement = {
          version,
          signedName: 'Zoya Phone',
          signature: '',
          signedAt: Date.now(),
          language: 'es',
        };
        const id = await options.makePhone().arrive(company, code, await arrivalFor(desk, { agreement }));
        expect((await confirmArrival(desk, id, Date.now())).agreement).toEqual(agreement);
      },
      timeout,
    );

    it(
      'asks for the agreement as each type says: a contractor always, a meeting as the site says',
      async () => {
        const { desk, company } = await desks(options);
        const { version } = await desk.agreements.publish('Wear your badge at all times.');
        const contractor = { ...typeFromTemplate(contractorTemplate(), 3), agreement: 'always' as const };
        await desk.settings.saveVisitorType(contractor);
        const { code, site } = await publishCode(desk);
        // The site does not require it, but a type offered does: the code carries it.
        expect(site).toMatchObject({ agreementRequired: false, agreement: { version } });
        const agreement = { version, signedName: 'Zoya Phone', signature: '', signedAt: Date.now() };
        const unsigned = await asContractor(desk, contractor);
        expect(await codeOf(options.makePhone().arrive(company, code, unsigned))).not.toBe('resolved');
        const signed = await asContractor(desk, contractor, { agreement });
        const id = await options.makePhone().arrive(company, code, signed);
        expect((await confirmArrival(desk, id, Date.now())).agreement).toEqual(agreement);
        const meeting = await arrivalFor(desk, { visitTypeId: 'meeting' });
        expect(await codeOf(options.makePhone().arrive(company, code, meeting))).toBe('resolved');
      },
      timeout,
    );
  });
}
