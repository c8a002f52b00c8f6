import { describe, expect, it } from 'vitest';
import { checkInInput, companyInput } from '../../src/test/fixtures';
import { signedInBackend, type ContractOptions } from './backendContract';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

export function describeAgreementContract(
  adapterName: string,
  options: ContractOptions,
  timeout: number,
): void {
  describe(`${adapterName} backend: visitor agreement`, () => {
    it(
      'publishes versions: a changed text is the next one, the same text none; old versions stay as they were',
      async () => {
        const desk = await signedInBackend(options);
        expect(await desk.agreements.latest()).toBeNull();
        const first = await desk.agreements.publish('Keep what you see here confidential.');
        expect(first).toMatchObject({ version: 1, text: 'Keep what you see here confidential.' });
        expect(first.publishedBy).toMatch(/@example\.com$/);
        expect(await desk.agreements.publish('Keep what you see here confidential.')).toEqual(first);
        const second = await desk.agreements.publish('Keep it confidential. Wear your badge.');
        expect(second.version).toBe(2);
        expect(await desk.agreements.latest()).toEqual(second);
        expect(await desk.agreements.version(1)).toEqual(first);
        expect(await desk.agreements.version(3)).toBeNull();
        // Another company has its own, none yet.
        const other = await signedInBackend(options);
        expect(await other.agreements.latest()).toBeNull();
      },
      timeout,
    );

    it(
      'keeps the company’s translations beside a version, which stays as published; a new version has none',
      async () => {
        const desk = await signedInBackend(options);
        const published = await desk.agreements.publish('Wear your badge at all times.');
        const spanish = await desk.agreements.translate(1, 'es', ' Lleve su credencial en todo momento. ');
        expect(spanish).toEqual({
          ...published,
          translations: { es: 'Lleve su credencial en todo momento.' },
        });
        await desk.agreements.translate(1, 'ar', 'ارتدِ شارتك في جميع الأوقات.');
        expect((await desk.agreements.latest())?.translations).toEqual({
          es: 'Lleve su credencial en todo momento.',
          ar: 'ارتدِ شارتك في جميع الأوقات.',
        });
        // A blank text removes that language only; the version, its text and its author never change.
        expect(await desk.agreements.translate(1, 'es', '  ')).toEqual({
          ...published,
          translations: { ar: 'ارتدِ شارتك في جميع الأوقات.' },
        });
        expect(await desk.agreements.version(1)).toMatchObject({ ...published });
        const second = await desk.agreements.publish('Wear your badge. Sign out when you leave.');
        expect(second.translations).toBeUndefined();

        const refusals = [
          desk.agreements.translate(2, 'en', 'English is the original.'),
          desk.agreements.translate(2, 'tlh', 'Klingon'),
          desk.agreements.translate(2, 'fr', 'x'.repeat(20_001)),
        ];
        for (const refused of refusals) {
          await expect(refused).rejects.toMatchObject({ code: 'invalid-input' });
        }
        await expect(desk.agreements.translate(3, 'fr', 'Portez votre badge.')).rejects.toMatchObject({
          code: 'not-found',
        });
        expect((await desk.agreements.latest())?.translations).toBeUndefined();
        const [entry] = (await desk.audit.page({ pageSize: 5, action: 'agreement.translate' })).entries;
        expect(entry).toMatchObject({ action: 'agreement.translate', target: '1' });
      },
      timeout,
    );

    it(
      'two desks of one company publishing at once get consecutive versions',
      async () => {
        const company = companyInput();
        const [one, two] = [await options.makeBackend(), await options.makeBackend()];
        await one.auth.registerCompany(company);
        await one.auth.signIn(company.email, company.password);
        await two.auth.signIn(company.email, company.password);
        const published = await Promise.all([
          one.agreements.publish('Text A'),
          two.agreements.publish('Text B'),
        ]);
        expect(published.map((agreement) => agreement.version).sort()).toEqual([1, 2]);
        expect((await one.agreements.latest())?.version).toBe(2);
      },
      timeout,
    );

    it(
      'a site saved the moment after a publish keeps the published version, while the desk listens to its site',
      async () => {
        const desk = await signedInBackend(options);
        const heard: unknown[] = [];
        const stop = desk.settings.watchSite(
          (site) => heard.push(site),
          (error) => heard.push(error),
        );
        await expect.poll(() => heard.length).toBeGreaterThan(0);
        // As the agreement's Save does: publish, then the site's "ask every visitor" at once. The listener's
        // copy of the site may not have heard the publish yet; the save must not carry that older copy.
        // (Firestore's rules refuse a site write that drops or changes the published version.)
        for (const [round, text] of ['First rules.', 'Second rules.', 'Third rules.'].entries()) {
          const { version } = await desk.agreements.publish(text);
          const required = round % 2 === 0;
          expect((await desk.settings.updateSite({ agreementRequired: required })).agreementRequired).toBe(
            required,
          );
          expect((await desk.agreements.latest())?.version).toBe(version);
        }
        stop();
      },
      timeout,
    );

    it(
      'a visit keeps the accepted version, typed name, signature and time; anonymising keeps only version and time',
      async () => {
        const desk = await signedInBackend(options);
        const { version } = await desk.agreements.publish('Safety rules: follow the signs.');
        const agreement = {
          version,
          signedName: 'Asha Rao',
          signature: SIGNATURE,
          signedAt: Date.now() - 1000,
        };
        const visit = await desk.visits.checkIn(checkInInput({ agreement }));
        expect(visit.agreement).toEqual(agreement);
        expect((await desk.visits.visit(visit.id))?.agreement).toEqual(agreement);
        expect((await desk.visits.page({ pageSize: 5 })).visits[0]?.agreement).toEqual(agreement);

        await desk.visits.checkOutByVisitId(visit.visitID, Date.now());
        await desk.privacy.erase(visit.visitorEmail, Date.now());
        expect((await desk.visits.visit(visit.id))?.agreement).toEqual({
          version,
          signedName: '',
          signature: '',
          signedAt: agreement.signedAt,
        });
      },
      timeout,
    );

    it(
      'publishes other agreements in revisions: a changed text is the next, the same none; each series’ newest listed by name',
      async () => {
        const desk = await signedInBackend(options);
        expect(await desk.agreements.namedAgreements()).toEqual([]);
        const induction = await desk.agreements.publishNamed({
          name: ' Safety induction ',
          text: 'Wear a hard hat beyond the yellow line.',
        });
        expect(induction).toMatchObject({
          id: `${induction.series}.1`,
          revision: 1,
          name: 'Safety induction',
          text: 'Wear a hard hat beyond the yellow line.',
        });
        expect(induction.series).toMatch(/^[a-z0-9]{8,32}$/);
        expect(induction.publishedBy).toMatch(/@example\.com$/);
        const again = { series: induction.series, name: induction.name, text: induction.text };
        expect(await desk.agreements.publishNamed(again)).toEqual(induction);
        const revised = await desk.agreements.publishNamed({
          ...again,
          text: `${induction.text} And gloves.`,
        });
        expect(revised).toMatchObject({ id: `${induction.series}.2`, series: induction.series, revision: 2 });
        const nda = await desk.agreements.publishNamed({ name: 'Candidate NDA', text: 'Say nothing.' });

        expect(await desk.agreements.namedAgreements()).toEqual([nda, revised]);
        // The first revision stays as it was published, for the visits that signed it.
        expect(await desk.agreements.namedAgreement(induction.id)).toEqual(induction);
        expect(await desk.agreements.namedAgreement(`${induction.series}.3`)).toBeNull();
        // The visitor agreement is apart.
        expect(await desk.agreements.latest()).toBeNull();
        // Another company has its own, none yet, and cannot revise this one.
        const other = await signedInBackend(options);
        expect(await other.agreements.namedAgreements()).toEqual([]);
        expect(await other.agreements.namedAgreement(induction.id)).toBeNull();
        await expect(other.agreements.publishNamed(again)).rejects.toMatchObject({ code: 'not-found' });
      },
      timeout,
    );

    it(
      'keeps the company’s translations beside another agreement’s revision, audited; a new revision has none',
      async () => {
        const desk = await signedInBackend(options);
        const induction = await desk.agreements.publishNamed({
          name: 'Safety induction',
          text: 'Wear a hard hat beyond the yellow line.',
        });
        const spanish = await desk.agreements.translateNamed(induction.id, 'es', ' Use casco. ');
        expect(spanish).toEqual({ ...induction, translations: { es: 'Use casco.' } });
        await desk.agreements.translateNamed(induction.id, 'hi', 'हेलमेट पहनें।');
        expect(await desk.agreements.translateNamed(induction.id, 'es', '')).toEqual({
          ...induction,
          translations: { hi: 'हेलमेट पहनें।' },
        });
        expect(await desk.agreements.namedAgreements()).toEqual([
          { ...induction, translations: { hi: 'हेलमेट पहनें।' } },
        ]);
        // Same name and text: nothing new is published, the translations stay.
        const again = { series: induction.series, name: induction.name, text: induction.text };
        expect((await desk.agreements.publishNamed(again)).translations).toEqual({ hi: 'हेलमेट पहनें।' });
        const revised = await desk.agreements.publishNamed({ ...again, text: `${induction.text} Gloves.` });
        expect(revised.translations).toBeUndefined();
        expect((await desk.agreements.namedAgreement(induction.id))?.translations).toEqual({
          hi: 'हेलमेट पहनें।',
        });

        for (const [language, text] of [
          ['en', 'English is the original.'],
          ['tlh', 'Klingon'],
          ['fr', 'x'.repeat(20_001)],
        ] as const) {
          await expect(desk.agreements.translateNamed(revised.id, language, text)).rejects.toMatchObject({
            code: 'invalid-input',
          });
        }
        await expect(
          desk.agreements.translateNamed(`${induction.series}.9`, 'fr', 'Portez un casque.'),
        ).rejects.toMatchObject({ code: 'not-found' });
        // Another company cannot translate this one.
        const other = await signedInBackend(options);
        await expect(other.agreements.translateNamed(induction.id, 'fr', 'Rien.')).rejects.toMatchObject({
          code: 'not-found',
        });
        const entries = async (action: 'agreement.translate' | 'agreement.publish') =>
          (await desk.audit.page({ pageSize: 10, action })).entries.map((entry) => entry.target);
        expect(await entries('agreement.translate')).toEqual([induction.id, induction.id, induction.id]);
        expect(await entries('agreement.publish')).toContain(revised.id);
      },
      timeout,
    );

    it(
      'refuses another agreement without a name on one line or a text, saying which',
      async () => {
        const desk = await signedInBackend(options);
        for (const input of [
          { name: ' ', text: 'Say nothing.' },
          { name: 'Candidate\nNDA', text: 'Say nothing.' },
          { name: 'x'.repeat(101), text: 'Say nothing.' },
          { name: 'Candidate NDA', text: '  ' },
          { name: 'Candidate NDA', text: 'x'.repeat(20_001) },
        ]) {
          await expect(desk.agreements.publishNamed(input)).rejects.toMatchObject({ code: 'invalid-input' });
        }
        expect(await desk.agreements.namedAgreements()).toEqual([]);
      },
      timeout,
    );
  });
}
