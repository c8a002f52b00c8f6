import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrivalInput, ArrivalPort } from '../../backend/port/contactless';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
import { asWritten, publicSite } from '../../test/fixtures';
import { ArrivalPage } from './ArrivalPage';

const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Delivery');
if (!template) throw new Error('No Delivery template');
/** As a company that wrote its own questions has it: no translations. */
const plain = asWritten(typeFromTemplate(template, 3));
const [carrier, packages] = plain.questions;
if (!carrier || !packages) throw new Error('The Delivery template asks two questions');
/** The carrier's question translated into Spanish; the number of packages not. */
const delivery = {
  ...plain,
  questions: [
    {
      ...carrier,
      translations: {
        es: {
          label: 'Empresa de mensajería',
          help: 'La que trae el paquete',
          options: ['DHL', 'FedEx', 'UPS', 'Mensajero local', 'Otra'],
        },
      },
    },
    packages,
  ],
};

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('the company’s translations of its questions on the phone', () => {
  it('asks in Spanish where translated and as written where not, saying so; the answers keep the question’s own words', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    const sent: ArrivalInput[] = [];
    const phone: ArrivalPort = {
      openCode: () => Promise.resolve(publicSite({ visitorTypes: [...SPEC_VISITOR_TYPES, delivery] })),
      arrive: (_company, _code, input) => {
        sent.push(input);
        return Promise.resolve('a1');
      },
      arrivalStatus: () => Promise.resolve({ state: 'waiting' }),
      requestCheckout: () => Promise.resolve(),
    };
    const user = userEvent.setup();
    render(<ArrivalPage company="acme" code="c0de" arrivals={() => Promise.resolve(phone)} atTheDesk />);
    await user.type(await screen.findByLabelText('Su nombre'), 'Diego Reparto');
    await user.type(screen.getByLabelText('Correo electrónico'), 'diego@visitors.example');
    await user.type(screen.getByLabelText('Móvil'), '9876543210');
    await user.selectOptions(screen.getByLabelText('Tipo de visita'), 'Entrega');
    const carrierField = screen.getByLabelText('Empresa de mensajería');
    expect(carrierField).toHaveAccessibleDescription('La que trae el paquete');
    expect(screen.getByLabelText('Number of packages')).toBeVisible();
    // One question is not translated: the visitor is told the company's words are shown as written.
    expect(screen.getByText(/redactó sus tipos de visita, preguntas y acuerdo/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await user.selectOptions(screen.getByLabelText('Empresa que visita'), 'Acme Corporation');
    await user.click(screen.getByLabelText(/^Acepto que/));
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(screen.getByText('Responda a «Empresa de mensajería».')).toBeVisible();
    await user.selectOptions(carrierField, 'Mensajero local');
    await user.type(screen.getByLabelText('Number of packages'), '2');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await screen.findByText('Esperando a recepción…')).toBeVisible();
    expect(sent[0]?.answers).toEqual({
      [carrier.id]: { question: 'Carrier', value: 'Local courier' },
      [packages.id]: { question: 'Number of packages', value: '2' },
    });
  });
});
