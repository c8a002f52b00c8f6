import { asWritten, publicSite } from '../../test/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrivalPort } from '../../backend/port/contactless';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import { ArrivalPage } from './ArrivalPage';

const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Contractor');
if (!template) throw new Error('No Contractor template');
/** As a company that wrote its own questions has it: no translations. */
const contractor = asWritten(typeFromTemplate(template, 3));

/** A type the company named itself. */
const auditor = { ...contractor, id: 'auditor', name: 'Auditor', order: 4 };

const SITE = publicSite({ visitorTypes: [...SPEC_VISITOR_TYPES, contractor, auditor] });

const arrive = vi.fn(() => Promise.resolve('a1'));

function phone(): ArrivalPort {
  return {
    openCode: () => Promise.resolve(SITE),
    arrive,
    arrivalStatus: () => Promise.resolve({ state: 'waiting' }),
    requestCheckout: () => Promise.resolve(),
  };
}

function prefer(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('the arrival page in the visitor’s language', () => {
  it('opens in the browser’s preferred language, says the product’s type names in it, and the questions the company wrote as written', async () => {
    prefer(['es-MX', 'en']);
    const port = phone();
    const user = userEvent.setup();
    render(<ArrivalPage company="acme" code="c0de" arrivals={() => Promise.resolve(port)} atTheDesk />);
    expect(
      await screen.findByRole('heading', { name: 'Registrar entrada en Acme Front Desk' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
    // The product's type names in Spanish; the one the company named, as it wrote it.
    const types = screen.getByLabelText('Tipo de visita');
    expect([...types.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Elija…',
      'Reunión',
      'Entrevista',
      'Otros',
      'Contratista',
      'Auditor',
    ]);
    await user.selectOptions(types, 'Contratista');
    expect(
      screen.getByText(/redactó sus tipos de visita, preguntas y acuerdo en su propio idioma/),
    ).toBeVisible();
    // The company's question, as it wrote it; the form's own words in Spanish.
    expect(screen.getByLabelText('Employer')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(screen.getByLabelText('Su nombre')).toHaveAccessibleDescription('Introduzca su nombre.');
    expect(arrive).not.toHaveBeenCalled();
  });

  it('switches to Arabic from the menu, right to left, and back to English with the spec’s words', async () => {
    prefer(['en-GB']);
    const user = userEvent.setup();
    render(<ArrivalPage company="acme" code="c0de" arrivals={() => Promise.resolve(phone())} atTheDesk />);
    expect(await screen.findByRole('heading', { name: 'Check in at Acme Front Desk' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الوصول لدى Acme Front Desk' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await user.selectOptions(screen.getByLabelText('اللغة'), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(screen.getByLabelText('Your name')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeVisible();
  });
});
