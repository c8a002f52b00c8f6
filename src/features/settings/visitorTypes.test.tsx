import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';
import { inviteInput } from '../../backend/inviteInput';
import { newRandomCode } from '../../lib/randomCode';
import { visitorInput } from '../../test/fixtures';
import { chooseHost, clickCheckIn, openReturningVisitor } from '../../test/desk';
import { visitorChosen } from '../visitors/visitorsSlice';
import type { Backend } from '../../backend/port/backend';
import type { VisitorType } from '../../backend/port/visitorTypes';

const location = () => screen.getByTestId('location').textContent;
function template(name: string) {
  const found = VISITOR_TYPE_TEMPLATES.find((each) => each.name === name);
  if (!found) throw new Error(`no ${name} template`);
  return found;
}

/** The one visit on site is the contractor's, with its type and these two answers kept as asked. */
async function expectContractorVisit(
  backend: Backend,
  contractor: VisitorType,
  employer: string,
  induction: string,
) {
  const [visit] = await backend.visits.onSite();
  expect(visit).toMatchObject({
    visitType: 'Contractor',
    visitTypeId: contractor.id,
    answers: {
      [contractor.questions[0]?.id ?? '']: { question: 'Employer', value: employer },
      [contractor.questions[1]?.id ?? '']: { question: 'Safety induction completed', value: induction },
    },
  });
}

describe('the Visitor types page', () => {
  it('lists the spec’s three, adds a Contractor from its template with a question more, and deletes Others', async () => {
    const view = await renderApp('/settings/visitor-types', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Visitor types' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent.trim()),
    ).toEqual(['Meeting', 'Interview', 'Others']);

    await view.user.selectOptions(screen.getByLabelText('New type from'), 'The Contractor template');
    await view.user.click(screen.getByRole('button', { name: 'Add a visitor type' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Contractor');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Employer');
    await view.user.click(screen.getByRole('button', { name: 'Add a question' }));
    // An empty question is refused, and nothing typed is lost.
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Question 4 needs its text.');
    await view.user.type(screen.getByLabelText('Question 4'), 'Site area');
    await view.user.selectOptions(screen.getByLabelText('Question 4: answer'), 'One of a list');
    await view.user.type(
      screen.getByLabelText('Question 4: answers to choose from, one per line'),
      'Roof{Enter}Basement',
    );
    await view.user.click(screen.getByRole('button', { name: 'Move question 4 up' }));
    await view.user.click(screen.getByLabelText(/^A photo is required/));
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved Contractor: the desk asks its questions from the next check-in.',
    );

    const saved = (await view.backend.settings.site()).visitorTypes.find(
      (type) => type.name === 'Contractor',
    );
    expect(saved?.questions.map((question) => [question.label, question.kind, question.options])).toEqual([
      ['Employer', 'short', []],
      ['Safety induction completed', 'yesno', []],
      ['Site area', 'choice', ['Roof', 'Basement']],
      ['Work to be done', 'long', []],
    ]);
    expect(saved?.photoRequired).toBe(true);
    const {
      entries: [entry],
    } = await view.backend.audit.page({ pageSize: 1 });
    expect(entry).toMatchObject({ action: 'visitorType.save', target: saved?.id });

    await view.user.click(screen.getByRole('button', { name: 'Delete Others' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Others is no longer offered; its visits keep its name.',
      ),
    );
    const others = (await view.backend.settings.site()).visitorTypes.find((type) => type.id === 'others');
    expect(others?.retired).toBe(true);
  });

  it('keeps a removed question as a past one, so its id and the export’s column stay', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/settings/visitor-types', { signedIn: true, backend });
    const type = typeFromTemplate(template('Contractor'), 5);
    await view.backend.settings.saveVisitorType(type);
    await view.settle();
    await view.user.click(await screen.findByRole('button', { name: 'Edit Contractor' }));
    await view.user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    await screen.findByRole('status');
    const saved = (await view.backend.settings.site()).visitorTypes.find((each) => each.id === type.id);
    expect(saved?.questions.map((question) => question.label)).toEqual([
      'Employer',
      'Safety induction completed',
    ]);
    expect(saved?.pastQuestions).toEqual([{ id: type.questions[2]?.id, label: 'Work to be done' }]);
  });
});

describe('the desk asks the chosen type’s questions', () => {
  it('says which required question is empty, keeps what was typed, and keeps the answers on the visit', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
    const contractor = typeFromTemplate(template('Contractor'), 3);
    await view.backend.settings.saveVisitorType(contractor);
    const visitor = await view.backend.visitors.add(
      visitorInput({ visitorName: 'Carlos Ruiz', visitorEmail: 'carlos@example.com' }),
    );
    act(() => void view.store.dispatch(visitorChosen(visitor)));
    await openReturningVisitor(view.user, 'Carlos Ruiz', 'carlos@example.com');

    // The spec's types first, the company's own after them; no question until a type asks one.
    const typeSelect = screen.getByLabelText('Visit Type');
    await waitFor(() =>
      expect(within(typeSelect).getByRole('option', { name: 'Contractor' })).toBeInTheDocument(),
    );
    expect(screen.queryByLabelText('Employer')).toBeNull();
    await view.user.selectOptions(typeSelect, 'Contractor');
    await chooseHost(view.user);
    await view.user.selectOptions(screen.getByLabelText('Safety induction completed'), 'Yes');
    await clickCheckIn(view.user);
    const employer = screen.getByLabelText('Employer');
    expect(screen.getByText('Please answer “Employer”.')).toBeInTheDocument();
    expect(employer).toHaveFocus();
    expect(employer).toHaveAccessibleDescription('Please answer “Employer”.');
    expect(screen.getByLabelText('Safety induction completed')).toHaveValue('yes');
    expect(screen.getByLabelText('Whom To Meet')).toHaveDisplayValue('Priya Sharma');
    expect(location()).toBe('/user_visit_details_updated');

    await view.user.type(employer, 'Bob’s Builders');
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    await expectContractorVisit(view.backend, contractor, 'Bob’s Builders', 'yes');
  });
});

describe('an invitation names the type; the visitor answers its questions on arrival', () => {
  it('checks an invited contractor in at the desk once the questions are answered, keeping the answers', async () => {
    const backend = newLocalBackend();
    await backend.auth.registerCompany(TEST_COMPANY);
    await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
    const contractor = typeFromTemplate(template('Contractor'), 3);
    await backend.settings.saveVisitorType(contractor);
    const [host] = (await backend.directory.list()).hosts;
    if (!host) throw new Error('no host');
    const details = {
      code: newRandomCode(),
      visitorName: 'Ines Invited',
      visitorEmail: 'ines@example.com',
      visitorMobile: '9876543210',
      companyName: 'Acme Corporation',
      expectedAt: Date.now(),
    };
    // A type the company does not offer under that name is refused.
    await expect(
      backend.invites.invite(
        inviteInput({ ...details, visitType: 'Plumber', visitTypeId: contractor.id }, host, 'UTC'),
      ),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    const invite = await backend.invites.invite(
      inviteInput({ ...details, visitType: 'Contractor', visitTypeId: contractor.id }, host, 'UTC'),
    );
    await backend.visitors.add(
      visitorInput({ visitorEmail: 'ines@example.com', visitorName: 'Ines Invited' }),
    );

    const view = await renderApp(`/invited/${invite.code}`, { backend, signedIn: true });
    expect(await screen.findByText('Contractor')).toBeVisible();
    await view.user.selectOptions(await screen.findByLabelText('Safety induction completed'), 'No');
    await clickCheckIn(view.user);
    expect(screen.getByLabelText('Employer')).toHaveFocus();
    expect(screen.getByText('Please answer “Employer”.')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('Employer'), 'Initech');
    await clickCheckIn(view.user);
    await waitFor(() => expect(location()).toBe('/checkin_success'));
    await expectContractorVisit(view.backend, contractor, 'Initech', 'no');
  });
});
