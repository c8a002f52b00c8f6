import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/backend/errors';
import type { SignedAgreement } from '../../src/backend/port/agreements';
import type { Backend } from '../../src/backend/port/backend';
import type { SiteSettings } from '../../src/backend/port/settings';
import type { VisitorType } from '../../src/backend/port/visitorTypes';
import { withRemovedQuestionsKept } from '../../src/backend/visitorTypeChecks';
import { SPEC_VISITOR_TYPES } from '../../src/backend/visitorTypes';
import { questionsOf, requiredAnswers, withContractor } from './contractorType';
import { checkInInput, uniqueEmail } from '../../src/test/fixtures';
import { fail, signedInBackend, type ContractOptions } from './backendContract';

/** The code a call failed with; 'resolved' when it did not fail. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: unknown) => (error instanceof BackendError ? error.code : String(error)),
  );

const typeIn = (site: SiteSettings, id: string) => site.visitorTypes.find((type) => type.id === id);

/** The site's first answer to a fresh subscription. */
async function watchedOnce(desk: Backend): Promise<SiteSettings> {
  const heard: SiteSettings[] = [];
  const stop = desk.settings.watchSite((site) => heard.push(site), fail);
  try {
    await expect.poll(() => heard.length).toBeGreaterThan(0);
  } finally {
    stop();
  }
  const [first] = heard;
  if (!first) throw new Error('watchSite never answered');
  return first;
}

async function visitTypeSaves(desk: Backend) {
  const { entries } = await desk.audit.page({ pageSize: 50 });
  return entries.filter((entry) => entry.action === 'visitorType.save');
}

/**
 * The company's visitor types and the questions each asks: saved one at a time (never removed, a question
 * id never given back), offered to check-ins, and held by the store itself. Both adapters check a type's
 * save and a visit's type and answers, and refuse with VisitorTypeError (`invalid-input`).
 */
export function describeVisitorTypeContract(
  adapterName: string,
  options: ContractOptions,
  timeout = 20_000,
): void {
  describe(`${adapterName} backend: visitor types`, () => {
    it(
      'a new company’s site lists exactly the spec’s Meeting, Interview and Others, with no questions, none retired',
      async () => {
        const desk = await signedInBackend(options);
        const site = await desk.settings.site();
        expect(site.visitorTypes.map((type) => [type.id, type.name])).toEqual([
          ['meeting', 'Meeting'],
          ['interview', 'Interview'],
          ['others', 'Others'],
        ]);
        expect(
          site.visitorTypes.every((type) => type.questions.length === 0 && type.pastQuestions.length === 0),
        ).toBe(true);
        expect(site.visitorTypes.some((type) => type.retired)).toBe(false);
        expect(site.visitorTypes).toEqual(SPEC_VISITOR_TYPES);
      },
      timeout,
    );

    it(
      'saves a type from the Contractor template: returned, then listed by site() and a fresh watchSite, questions in order, with its audit entry',
      async () => {
        const { desk, contractor, saved } = await withContractor(options);
        const labels = ['Employer', 'Safety induction completed', 'Work to be done'];

        expect(typeIn(saved, contractor.id)).toEqual(contractor);
        const read = await desk.settings.site();
        expect(read.visitorTypes.map((type) => type.id)).toEqual([
          'meeting',
          'interview',
          'others',
          contractor.id,
        ]);
        expect(typeIn(read, contractor.id)).toEqual(contractor);
        expect(typeIn(read, contractor.id)?.questions.map((question) => question.label)).toEqual(labels);
        expect(typeIn(read, contractor.id)?.questions.map((question) => question.id)).toEqual(
          contractor.questions.map((question) => question.id),
        );
        const watched = await watchedOnce(desk);
        expect(typeIn(watched, contractor.id)).toEqual(contractor);

        const saves = await visitTypeSaves(desk);
        expect(saves.map((entry) => entry.target)).toEqual([contractor.id]);
      },
      timeout,
    );

    it(
      'an edit keeps a removed question as past; a save that drops a question id without keeping it is refused and changes nothing',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const { employer, induction, work } = questionsOf(contractor);

        const edited = withRemovedQuestionsKept(
          { ...contractor, name: 'Contractors', questions: [employer, induction] },
          contractor,
        );
        const saved = typeIn(await desk.settings.saveVisitorType(edited), contractor.id);
        expect(saved).toEqual(edited);
        expect(saved?.name).toBe('Contractors');
        expect(saved?.questions.map((question) => question.id)).toEqual([employer.id, induction.id]);
        expect(saved?.pastQuestions).toEqual([{ id: work.id, label: work.label }]);
        expect(typeIn(await desk.settings.site(), contractor.id)).toEqual(edited);

        // The induction question gone, and not kept as past: its id would be free to take back.
        const dropping: VisitorType = { ...edited, questions: [employer] };
        await expect(desk.settings.saveVisitorType(dropping)).rejects.toMatchObject({
          code: 'invalid-input',
        });
        // A past question asked again under its old id: refused too.
        const reviving: VisitorType = {
          ...edited,
          questions: [employer, induction, work],
          pastQuestions: [],
        };
        await expect(desk.settings.saveVisitorType(reviving)).rejects.toMatchObject({
          code: 'invalid-input',
        });

        expect(typeIn(await desk.settings.site(), contractor.id)).toEqual(edited);
        expect((await visitTypeSaves(desk)).map((entry) => entry.target)).toEqual([
          contractor.id,
          contractor.id,
        ]);
      },
      timeout,
    );

    it(
      'keeps the company’s translations of the questions, read back as saved, and drops those taken away',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const { employer, induction, work } = questionsOf(contractor);
        const translated: VisitorType = {
          ...contractor,
          questions: [
            {
              ...employer,
              translations: {
                es: { label: 'Empleador', help: '', options: [] },
                ar: { label: 'جهة العمل', help: 'اسم الشركة', options: [] },
              },
            },
            induction,
            { ...work, translations: { es: { label: 'Trabajo que hará', help: 'Opcional', options: [] } } },
          ],
        };
        await desk.settings.saveVisitorType(translated);
        expect(typeIn(await desk.settings.site(), contractor.id)?.questions).toEqual(translated.questions);
        expect(typeIn(await watchedOnce(desk), contractor.id)?.questions).toEqual(translated.questions);

        // Taken away in the editor: the stored type no longer has them (not merged with what it had).
        await desk.settings.saveVisitorType(contractor);
        expect(typeIn(await desk.settings.site(), contractor.id)?.questions).toEqual(contractor.questions);

        const wrongCount = {
          ...contractor,
          questions: [
            employer,
            { ...induction, translations: { fr: { label: 'Induction', help: '', options: ['Oui'] } } },
            work,
          ],
        };
        expect(await codeOf(desk.settings.saveVisitorType(wrongCount))).toBe('invalid-input');
      },
      timeout,
    );

    it(
      'retiring a spec type keeps it listed as retired; a site save afterwards keeps every saved type',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const others = SPEC_VISITOR_TYPES.find((type) => type.id === 'others');
        if (!others) throw new Error('The spec has no Others');
        const retired = { ...others, retired: true };

        const saved = await desk.settings.saveVisitorType(retired);
        expect(typeIn(saved, 'others')).toEqual(retired);
        const read = await desk.settings.site();
        expect(read.visitorTypes.map((type) => [type.id, type.retired])).toEqual([
          ['meeting', false],
          ['interview', false],
          ['others', true],
          [contractor.id, false],
        ]);

        const afterSiteSave = await desk.settings.updateSite({ autoPrintBadge: true });
        expect(afterSiteSave.autoPrintBadge).toBe(true);
        expect(afterSiteSave.visitorTypes).toEqual(read.visitorTypes);
        const reread = await desk.settings.site();
        expect(reread.autoPrintBadge).toBe(true);
        expect(reread.visitorTypes).toEqual(read.visitorTypes);
        expect(typeIn(reread, contractor.id)).toEqual(contractor);
        expect(typeIn(reread, 'others')?.retired).toBe(true);
      },
      timeout,
    );

    it(
      'a check-in of the contractor type keeps its type id, its name and the answers, as read back',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const answers = requiredAnswers(contractor);
        const input = checkInInput({ visitTypeId: contractor.id, visitType: contractor.name, answers });
        const kept = { visitTypeId: contractor.id, visitType: 'Contractor', answers };

        const visit = await desk.visits.checkIn(input);
        expect(visit).toMatchObject(kept);
        expect(await desk.visits.visit(visit.id)).toMatchObject(kept);
        const listed = (await desk.visits.page({ pageSize: 5 })).visits.find((each) => each.id === visit.id);
        expect(listed).toMatchObject(kept);
      },
      timeout,
    );

    it(
      'checks in a visitor of a type that needs no host with none, and refuses none for a type that needs one',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const noHost = { whomToMeet: '', whomToMeetEmail: '', hostId: '' };
        const courier = {
          ...contractor,
          id: 'tcourier1',
          name: 'Courier',
          hostRequired: false,
          questions: [],
        };
        await desk.settings.saveVisitorType(courier);
        const visit = await desk.visits.checkIn(
          checkInInput({
            visitTypeId: courier.id,
            visitType: 'Courier',
            visitorEmail: uniqueEmail('c'),
            ...noHost,
          }),
        );
        expect(await desk.visits.visit(visit.id)).toMatchObject({ visitType: 'Courier', ...noHost });
        const withoutHost = checkInInput({
          visitTypeId: contractor.id,
          visitType: contractor.name,
          answers: requiredAnswers(contractor),
          visitorEmail: uniqueEmail('c'),
          ...noHost,
        });
        expect(['invalid-input', 'permission']).toContain(await codeOf(desk.visits.checkIn(withoutHost)));
      },
      timeout,
    );

    it(
      'refuses a check-in missing a required answer, answering an unknown question, of a retired type, or under another name; no visit is created',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const others = SPEC_VISITOR_TYPES.find((type) => type.id === 'others');
        if (!others) throw new Error('The spec has no Others');
        await desk.settings.saveVisitorType({ ...others, retired: true });
        const { employer } = questionsOf(contractor);
        const ofContractor = { visitTypeId: contractor.id, visitType: contractor.name };

        const refused = {
          missingRequired: checkInInput({
            ...ofContractor,
            answers: { [employer.id]: { question: employer.label, value: 'Acme Builders' } },
          }),
          unknownQuestion: checkInInput({
            ...ofContractor,
            answers: {
              ...requiredAnswers(contractor),
              qzzzzzzzz: { question: 'Favourite colour', value: 'Blue' },
            },
          }),
          retiredType: checkInInput({ visitTypeId: 'others', visitType: 'Others' }),
          otherName: checkInInput({
            visitTypeId: contractor.id,
            visitType: 'Meeting',
            answers: requiredAnswers(contractor),
          }),
        };
        // The local adapter refuses with the type's own error; online, Firestore's rules with a refusal.
        for (const input of Object.values(refused))
          expect(['invalid-input', 'permission']).toContain(await codeOf(desk.visits.checkIn(input)));

        for (const input of Object.values(refused)) expect(await desk.visits.visit(input.id)).toBeNull();
        expect((await desk.visits.page({ pageSize: 5 })).visits).toEqual([]);
      },
      timeout,
    );

    it(
      'takes a check-in with no type id and the spec’s name Meeting (a tab older than types)',
      async () => {
        const { desk } = await withContractor(options);
        const input = checkInInput({ visitType: 'Meeting' });
        expect(input.visitTypeId).toBeUndefined();

        const visit = await desk.visits.checkIn(input);
        expect(visit.visitType).toBe('Meeting');
        expect(visit.visitTypeId).toBeUndefined();
        const read = await desk.visits.visit(visit.id);
        expect(read?.visitType).toBe('Meeting');
        expect(read?.visitTypeId).toBeUndefined();
      },
      timeout,
    );

    it(
      'anonymising a visit (an erasure) blanks its answers',
      async () => {
        const { desk, contractor } = await withContractor(options);
        const answers = requiredAnswers(contractor);
        const visitorEmail = uniqueEmail('carl');
        const visit = await desk.visits.checkIn(
          checkInInput({ visitTypeId: contractor.id, visitType: contractor.name, answers, visitorEmail }),
        );
        expect((await desk.visits.visit(visit.id))?.answers).toEqual(answers);

        await desk.visits.checkOutByVisitId(visit.visitID, Date.now());
        await desk.privacy.erase(visitorEmail, Date.now());
        const anonymised = await desk.visits.visit(visit.id);
        expect(anonymised?.anonymisedAt).toEqual(expect.any(Number));
        expect(anonymised?.answers).toEqual({});
        // The type stays: it counts in the reports.
        expect(anonymised).toMatchObject({ visitTypeId: contractor.id, visitType: 'Contractor' });
      },
      timeout,
    );

    it(
      'asks a type naming another agreement for an acceptance of that revision only, and keeps which on the visit',
      async () => {
        const desk = await signedInBackend(options);
        await desk.agreements.publish('Keep what you see here confidential.');
        const induction = await desk.agreements.publishNamed({
          name: 'Safety induction',
          text: 'Wear a hard hat beyond the yellow line.',
        });
        const [meeting, interview] = SPEC_VISITOR_TYPES;
        if (!meeting || !interview) throw new Error('The spec has no Meeting or Interview');
        const saved = await desk.settings.saveVisitorType({
          ...meeting,
          agreement: 'always',
          agreementId: induction.id,
        });
        expect(typeIn(saved, meeting.id)?.agreementId).toBe(induction.id);
        await desk.settings.saveVisitorType({ ...interview, agreement: 'always' });
        const signed = (fields: Partial<SignedAgreement> = {}): SignedAgreement => ({
          version: 1,
          signedName: 'Asha Rao',
          signature: '',
          signedAt: Date.now() - 1000,
          ...fields,
        });
        const asMeeting = (agreement?: SignedAgreement) =>
          checkInInput({
            visitTypeId: meeting.id,
            visitType: meeting.name,
            visitorName: 'Asha Rao',
            ...(agreement && { agreement }),
          });

        const refused = {
          none: asMeeting(),
          theVisitorAgreement: asMeeting(signed()),
          anotherRevision: asMeeting(signed({ agreementId: `${induction.series}.2`, version: 2 })),
          // A type naming none takes the visitor agreement, not another one.
          otherForInterview: checkInInput({
            visitTypeId: interview.id,
            visitType: interview.name,
            agreement: signed({ agreementId: induction.id }),
          }),
        };
        // The local adapter refuses with the agreement's own error; online, Firestore's rules with a refusal.
        for (const [label, input] of Object.entries(refused))
          expect(['invalid-input', 'permission'], label).toContain(await codeOf(desk.visits.checkIn(input)));

        const accepted = signed({ agreementId: induction.id });
        const visit = await desk.visits.checkIn(asMeeting(accepted));
        expect(visit.agreement).toEqual(accepted);
        expect((await desk.visits.visit(visit.id))?.agreement).toEqual(accepted);
        expect((await desk.visits.page({ pageSize: 5 })).visits.map((each) => each.id)).toEqual([visit.id]);
      },
      timeout,
    );
  });
}
