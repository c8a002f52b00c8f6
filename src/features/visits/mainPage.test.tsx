import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { checkInInput } from '../../test/fixtures';
import { VISIT_DATA_FLAG_KEY } from '../../lib/sessionToken';
import { MAIN_PAGE_QUERY } from '../../shared/visitMessages';
import { selectFromApi } from '../../app/api';
import { visitsApi } from '../../shared/visitsApi';
import { newLocalBackend, renderApp, TEST_COMPANY } from '../../test/renderApp';

it('loads the visits on arrival when none are loaded, newest first, and sets the visit-data flag', async () => {
  const backend = newLocalBackend();
  await backend.auth.registerCompany(TEST_COMPANY);
  await backend.auth.signIn(TEST_COMPANY.email, TEST_COMPANY.password);
  await backend.visits.checkIn(checkInInput({ visitorName: 'Earlier Guest', at: Date.now() - 60_000 }));
  await backend.visits.checkIn(checkInInput({ visitorName: 'Latest Guest', at: Date.now() }));
  const view = await renderApp('/main_checkin_checkout', { signedIn: true, backend });
  const latest = await screen.findByText('Latest Guest');
  expect(latest.compareDocumentPosition(screen.getByText('Earlier Guest'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const cached = selectFromApi(visitsApi.endpoints.visitPage.select(MAIN_PAGE_QUERY))(
    view.store.getState(),
  ).data;
  expect(cached?.visits.map((visit) => visit.visitorName)).toEqual(['Latest Guest', 'Earlier Guest']);
  await waitFor(() => expect(localStorage.getItem(VISIT_DATA_FLAG_KEY)).toBe('true'));
});
