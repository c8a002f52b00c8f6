import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('the questions in the visitor’s language, in the type editor', () => {
  it('starts a template’s questions in every language, keeps the company’s own Spanish, and refuses answers that do not match', async () => {
    const view = await renderApp('/settings/visitor-types', { signedIn: true });
    await screen.findByRole('table', { name: 'Visitor types' });
    await view.user.selectOptions(screen.getByLabelText('New type from'), 'The Delivery template');
    await view.user.click(screen.getByRole('button', { name: 'Add a visitor type' }));
    const translations = screen.getByRole('group', { name: 'The questions in the visitor’s language' });
    expect(within(translations).getByLabelText('Translate into')).toHaveValue('es');
    expect(within(translations).getByText('Question 1: Carrier')).toBeInTheDocument();
    // The template's own Spanish, which the company makes its own.
    const carrier = within(translations).getByLabelText('Question 1 in Español');
    expect(carrier).toHaveValue('Transportista');
    expect(within(translations).getByLabelText('Question 2 in Español')).toHaveValue('Número de paquetes');
    await view.user.clear(carrier);
    await view.user.type(carrier, 'Empresa de mensajería');
    const answers = within(translations).getByLabelText(
      'Question 1: its answers in Español, one per line, in the same order',
    );
    await view.user.clear(answers);
    await view.user.type(answers, 'DHL{Enter}FedEx');
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Question 1 in Español: give as many answers as the question offers (5), in the same order.',
    );
    // Nothing typed is lost; the answers made complete, the type saves.
    expect(within(translations).getByLabelText('Question 1 in Español')).toHaveValue('Empresa de mensajería');
    await view.user.type(answers, '{Enter}UPS{Enter}Mensajero local{Enter}Otro');
    await view.user.click(screen.getByRole('button', { name: 'Save the type' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved Delivery: the desk asks its questions from the next check-in.',
    );

    const delivery = (await view.backend.settings.site()).visitorTypes.find(
      (type) => type.name === 'Delivery',
    );
    const [carrierSaved, packagesSaved] = delivery?.questions.map((question) => question.translations) ?? [];
    expect(carrierSaved?.es).toEqual({
      label: 'Empresa de mensajería',
      help: '',
      options: ['DHL', 'FedEx', 'UPS', 'Mensajero local', 'Otro'],
    });
    expect(carrierSaved?.fr).toEqual({
      label: 'Transporteur',
      help: '',
      options: ['DHL', 'FedEx', 'UPS', 'Coursier local', 'Autre'],
    });
    expect(Object.keys(packagesSaved ?? {}).sort()).toEqual(['ar', 'de', 'es', 'fr', 'hi']);
    // French as the template gave it, the Spanish kept when the language changes back.
    await view.user.click(screen.getByRole('button', { name: 'Edit Delivery' }));
    const again = screen.getByRole('group', { name: 'The questions in the visitor’s language' });
    await view.user.selectOptions(within(again).getByLabelText('Translate into'), 'fr');
    expect(within(again).getByLabelText('Question 1 in Français')).toHaveValue('Transporteur');
    await view.user.selectOptions(within(again).getByLabelText('Translate into'), 'es');
    expect(within(again).getByLabelText('Question 2 in Español')).toHaveValue('Número de paquetes');
  });
});
