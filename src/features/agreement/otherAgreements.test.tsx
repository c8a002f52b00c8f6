import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkInInput, visitorInput } from '../../test/fixtures';
import { chooseHost, clickCheckIn, openReturningVisitor } from '../../test/desk';
import { newLocalBackend, renderApp, signedInBackend } from '../../test/renderApp';
import { visitorChosen } from '../visitors/visitorsSlice';

const INDUCTION = 'Wear a hard hat beyond the yellow line.';
const INDUCCION = 'Use casco más allá de la línea amarilla.';

describe('other agreements, and the visitor type that asks for one', () => {
  it('are added in Settings, chosen by a type, signed at the desk by its visitors, and revised for the type too', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/settings/agreement', { signedIn: true, backend });
    const adding = await screen.findByRole('form', { name: 'Add an agreement' }, { timeout: 5000 });
    await view.user.type(within(adding).getByLabelText('Name'), 'Safety induction');
    await view.user.type(within(adding).getByLabelText('Text of this agreement'), INDUCTION);
    await view.user.click(within(adding).getByRole('button', { name: 'Add agreement' }));
    const added = await screen.findByRole('form', { name: 'Safety induction' });
    expect(within(added).getByText(/^Revision 1, published/)).toBeInTheDocument();
    const [induction] = await view.backend.agreements.namedAgreements();
    expect(induction).toMatchObject({ name: 'Safety induction', text: INDUCTION, revision: 1 });

    // The spec's Meeting asks for it, always.
    await view.user.click(screen.getByRole('link', { name: 'Visitor types' }));
    await view.user.click(await screen.findByRole('button', { name: 'Edit Meeting' }));
    expect(screen.getByLabelText('Which agreement')).toHaveValue('');
    await view.user.selectOptions(screen.getByLabelText('Visitor agreement'), 'always');
    await view.user.selectOptions(screen.getByLabelText('Which agreement'), 'Safety induction');
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    await screen.findByRole('status');
    const meeting = async () =>
      (await view.backend.settings.site()).visitorTypes.find((type) => type.id === 'meeting');
    expect(await meeting()).toMatchObject({ agreement: 'always', agreementId: induction?.id });

    // At the desk, the visitor reads and signs the induction, not the visitor agreement.
    const visitor = await view.backend.visitors.add(
      visitorInput({ visitorName: 'Carlos Ruiz', visitorEmail: 'carlos@example.com' }),
    );
    act(() => void view.store.dispatch(visitorChosen(visitor)));
    await view.user.click(screen.getByRole('link', { name: 'Main page' }));
    await openReturningVisitor(view.user, 'Carlos Ruiz', 'carlos@example.com');
    const signing = await screen.findByRole('group', { name: 'Safety induction' });
    expect(within(signing).getByRole('region', { name: 'Agreement text' })).toHaveTextContent(INDUCTION);
    await chooseHost(view.user);
    await view.user.type(within(signing).getByLabelText('Type your full name to accept'), 'Carlos Ruiz');
    await clickCheckIn(view.user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkin_success'));
    const [visit] = await view.backend.visits.onSite();
    expect(visit?.agreement).toMatchObject({
      agreementId: induction?.id,
      version: 1,
      signedName: 'Carlos Ruiz',
    });

    // A revised text is the next revision, and the type asks for it from then on.
    await view.user.click(screen.getByRole('link', { name: 'Settings' }));
    await view.user.click(await screen.findByRole('link', { name: 'Visitor agreement' }));
    const revising = await screen.findByRole('form', { name: 'Safety induction' });
    await view.user.type(within(revising).getByLabelText('Text of this agreement'), ' And gloves.');
    await view.user.click(within(revising).getByRole('button', { name: 'Publish revision' }));
    expect(await within(revising).findByRole('status')).toHaveTextContent(
      'Published as revision 2: its visitor types ask for it from now on.',
    );
    await waitFor(async () => expect((await meeting())?.agreementId).toBe(`${induction?.series ?? ''}.2`));
    // The same text again publishes nothing.
    await view.user.click(within(revising).getByRole('button', { name: 'Publish revision' }));
    expect(await within(revising).findByText('Nothing changed: revision 2 stays.')).toBeInTheDocument();
    expect((await view.backend.agreements.namedAgreements()).map((each) => each.revision)).toEqual([2]);
    // The visit keeps the revision its visitor signed.
    expect((await view.backend.visits.visit(visit?.id ?? ''))?.agreement?.agreementId).toBe(induction?.id);
  });

  it('shows the signed copy of a visit with the revision its visitor signed', async () => {
    const backend = await signedInBackend();
    const first = await backend.agreements.publishNamed({ name: 'Safety induction', text: INDUCTION });
    await backend.agreements.publishNamed({ series: first.series, name: first.name, text: 'Changed.' });
    const [meeting] = (await backend.settings.site()).visitorTypes;
    if (!meeting) throw new Error('no Meeting');
    await backend.settings.saveVisitorType({ ...meeting, agreement: 'always', agreementId: first.id });
    const visit = await backend.visits.checkIn({
      ...checkInInput({
        visitTypeId: meeting.id,
        visitType: meeting.name,
        visitorName: 'Carlos Ruiz',
      }),
      agreement: {
        version: 1,
        signedName: 'Carlos Ruiz',
        signature: '',
        signedAt: Date.now(),
        agreementId: first.id,
      },
    });
    await renderApp(`/agreement/${visit.id}`, { signedIn: true, backend });
    const copy = await screen.findByRole('article', { name: 'Signed copy' });
    expect(
      await within(copy).findByRole('heading', { name: 'Safety induction, revision 1' }),
    ).toBeInTheDocument();
    expect(within(copy).getByText(INDUCTION)).toBeInTheDocument();
    expect(within(copy).queryByText('Changed.')).toBeNull();
  });

  it('are translated in Settings beside the revision, shown on a copy signed in that language; a new revision starts without', async () => {
    const backend = await signedInBackend();
    const induction = await backend.agreements.publishNamed({ name: 'Safety induction', text: INDUCTION });
    const view = await renderApp('/settings/agreement', { signedIn: true, backend });
    const form = await screen.findByRole(
      'form',
      { name: 'Translations of Safety induction' },
      { timeout: 5000 },
    );
    expect(within(form).getByText(/sign your own translation of revision 1/)).toBeInTheDocument();
    await view.user.selectOptions(within(form).getByLabelText('Language'), 'es');
    await view.user.type(within(form).getByLabelText('Translation into Español'), INDUCCION);
    await view.user.click(within(form).getByRole('button', { name: 'Save translations' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: visitors who choose Español read your translation of revision 1.',
    );
    expect(await view.backend.agreements.namedAgreement(induction.id)).toEqual({
      ...induction,
      translations: { es: INDUCCION },
    });

    const revising = screen.getByRole('form', { name: 'Safety induction' });
    await view.user.type(within(revising).getByLabelText('Text of this agreement'), ' And gloves.');
    await view.user.click(within(revising).getByRole('button', { name: 'Publish revision' }));
    const revised = await screen.findByText(/sign your own translation of revision 2/);
    const translations = screen.getByRole('form', { name: 'Translations of Safety induction' });
    expect(translations).toContainElement(revised);
    await view.user.selectOptions(within(translations).getByLabelText('Language'), 'es');
    expect(within(translations).getByLabelText('Translation into Español')).toHaveValue('');
    view.unmount();

    // A visit signed in Spanish on revision 1: its copy shows the translation beside the original.
    const [meeting] = (await backend.settings.site()).visitorTypes;
    if (!meeting) throw new Error('no Meeting');
    await backend.settings.saveVisitorType({ ...meeting, agreement: 'always', agreementId: induction.id });
    const visit = await backend.visits.checkIn({
      ...checkInInput({ visitTypeId: meeting.id, visitType: meeting.name, visitorName: 'Carlos Ruiz' }),
      agreement: {
        version: 1,
        signedName: 'Carlos Ruiz',
        signature: '',
        signedAt: Date.now(),
        agreementId: induction.id,
        language: 'es',
      },
    });
    await renderApp(`/agreement/${visit.id}`, { signedIn: true, backend });
    const copy = await screen.findByRole('article', { name: 'Signed copy' });
    expect(
      await within(copy).findByRole('heading', { name: 'As read in Español: the company’s translation' }),
    ).toBeInTheDocument();
    expect(within(copy).getByText(INDUCCION)).toHaveAttribute('lang', 'es');
    expect(within(copy).getByText(INDUCTION)).toBeInTheDocument();
  });

  it('says at the desk when the type asks for a revision that cannot be found, and checks nobody in', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const [meeting] = (await view.backend.settings.site()).visitorTypes;
    if (!meeting) throw new Error('no Meeting');
    await view.backend.settings.saveVisitorType({
      ...meeting,
      agreement: 'always',
      agreementId: 'nosuchagrmt.1',
    });
    const visitor = await view.backend.visitors.add(
      visitorInput({ visitorName: 'Carlos Ruiz', visitorEmail: 'carlos@example.com' }),
    );
    act(() => void view.store.dispatch(visitorChosen(visitor)));
    await openReturningVisitor(view.user, 'Carlos Ruiz', 'carlos@example.com');
    const missing =
      'This visitor type asks for an agreement that cannot be found: ask an admin to choose it again.';
    expect(await screen.findByText(missing)).toBeInTheDocument();
    await chooseHost(view.user);
    await clickCheckIn(view.user);
    await waitFor(() => expect(screen.getAllByText(missing).length).toBeGreaterThan(1));
    expect(screen.getByTestId('location').textContent).toBe('/user_visit_details_updated');
    expect(await view.backend.visits.onSite()).toEqual([]);
  });
});
