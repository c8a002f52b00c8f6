import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArrivalPort, PublicSite } from '../../backend/port/contactless';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { checkInInput, publicSite } from '../../test/fixtures';
import { newLocalBackend, renderApp, signedInBackend } from '../../test/renderApp';
import { ArrivalPage } from '../contactless/ArrivalPage';

const ORIGINAL = 'Wear your badge at all times.';
const SPANISH = 'Lleve su credencial en todo momento.';
const INDUCTION = 'Wear a hard hat beyond the yellow line.';
const INDUCCION = 'Use casco más allá de la línea amarilla.';

/** The phone page opening this site's code, a Meeting chosen (in Spanish). */
async function arrivingAsMeeting(site: PublicSite) {
  const phone: ArrivalPort = {
    openCode: () => Promise.resolve(site),
    arrive: () => Promise.resolve('a1'),
    arrivalStatus: () => Promise.resolve({ state: 'waiting' }),
    requestCheckout: () => Promise.resolve(),
  };
  const user = userEvent.setup();
  render(<ArrivalPage company="acme" code="c0de" arrivals={() => Promise.resolve(phone)} atTheDesk />);
  await user.selectOptions(await screen.findByLabelText('Tipo de visita'), 'meeting');
  return user;
}

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('the company’s translations of its agreement', () => {
  it('are written in Settings beside the published version, and removed by leaving them blank', async () => {
    const backend = newLocalBackend();
    const view = await renderApp('/settings/agreement', { signedIn: true, backend });
    await view.backend.agreements.publish(ORIGINAL);
    const form = await screen.findByRole('form', { name: 'Translations' }, { timeout: 5000 });
    expect(within(form).getByText(/sign your own translation of version 1/)).toBeInTheDocument();
    await view.user.selectOptions(within(form).getByLabelText('Language'), 'es');
    await view.user.type(within(form).getByLabelText('Translation into Español'), SPANISH);
    await view.user.click(within(form).getByRole('button', { name: 'Save translations' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved: visitors who choose Español read your translation of version 1.',
    );
    expect(await view.backend.agreements.latest()).toMatchObject({
      version: 1,
      text: ORIGINAL,
      translations: { es: SPANISH },
    });
    expect(within(form).getByRole('option', { name: 'Español (translated)' })).toBeInTheDocument();

    await view.user.clear(within(form).getByLabelText('Translation into Español'));
    await view.user.click(within(form).getByRole('button', { name: 'Save translations' }));
    expect(await within(form).findByText(/visitors read the agreement as you wrote it/)).toBeInTheDocument();
    expect((await view.backend.agreements.latest())?.translations).toEqual({});
  });

  it('shows a Spanish visitor the company’s Spanish text, the original a click away; a French one the original, with a note', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    const site = publicSite({
      agreementRequired: true,
      agreement: { version: 2, text: ORIGINAL, translations: { es: SPANISH } },
    });
    const user = await arrivingAsMeeting(site);
    expect(screen.getByRole('region', { name: 'Texto del acuerdo' })).toHaveTextContent(SPANISH);
    expect(screen.getByText('El acuerdo tal como lo redactó la empresa')).toBeInTheDocument();
    expect(screen.queryByText(/redactó sus tipos de visita, preguntas y acuerdo/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Idioma'), 'fr');
    expect(await screen.findByRole('region', { name: 'Texte de l’accord' })).toHaveTextContent(ORIGINAL);
    expect(screen.getByText(/a rédigé ses types de visite, questions et accord/)).toBeInTheDocument();
  });

  it('of another agreement show a Spanish visitor of the type asking for it the company’s Spanish text', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    const [meeting, ...others] = SPEC_VISITOR_TYPES;
    if (!meeting) throw new Error('no Meeting');
    const site = publicSite({
      agreement: { version: 4, text: ORIGINAL, translations: { es: SPANISH } },
      visitorTypes: [{ ...meeting, agreement: 'always', agreementId: 'safetyinduct01.3' }, ...others],
      namedAgreements: {
        'safetyinduct01.3': { name: 'Safety induction', text: INDUCTION, translations: { es: INDUCCION } },
      },
    });
    await arrivingAsMeeting(site);
    const signing = screen.getByRole('group', { name: 'Safety induction' });
    expect(within(signing).getByRole('region', { name: 'Texto del acuerdo' })).toHaveTextContent(INDUCCION);
    expect(within(signing).getByText(INDUCTION)).toBeInTheDocument();
    expect(screen.queryByText(SPANISH)).toBeNull();
  });

  it('are shown on the signed copy of a visit signed in that language, beside the original; a language without one says so', async () => {
    const backend = await signedInBackend();
    await backend.agreements.publish(ORIGINAL);
    await backend.agreements.translate(1, 'es', SPANISH);
    const signed = (language: string) => ({
      version: 1,
      signedName: 'Lucía Firma',
      signature: '',
      signedAt: Date.now(),
      language,
    });
    const inSpanish = await backend.visits.checkIn(checkInInput({ agreement: signed('es') }));
    const inFrench = await backend.visits.checkIn(checkInInput({ agreement: signed('fr') }));

    const view = await renderApp(`/agreement/${inSpanish.id}`, { signedIn: true, backend });
    const copy = await screen.findByRole('article', { name: 'Signed copy' });
    expect(
      await within(copy).findByRole('heading', { name: 'As read in Español: the company’s translation' }),
    ).toBeInTheDocument();
    expect(within(copy).getByText(SPANISH)).toHaveAttribute('lang', 'es');
    expect(within(copy).getByText(ORIGINAL)).toBeInTheDocument();
    expect(within(copy).getByRole('heading', { name: 'Agreement, version 1' })).toBeInTheDocument();
    view.unmount();

    await renderApp(`/agreement/${inFrench.id}`, { signedIn: true, backend });
    const french = await screen.findByRole('article', { name: 'Signed copy' });
    expect(
      await within(french).findByText(/Version 1 has no Français translation today: the visitor was shown/),
    ).toBeInTheDocument();
    expect(within(french).getByText(ORIGINAL)).toBeInTheDocument();
    expect(within(french).queryByText(SPANISH)).toBeNull();
  });
});
