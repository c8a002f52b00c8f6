import { PATHS } from '../../app/paths';
import { screen, type AppRoute } from '../../app/routing';

export const agreementRoutes: AppRoute[] = [
  {
    path: PATHS.signedAgreement,
    load: screen(() => import('./SignedAgreementPage'), 'SignedAgreementPage'),
    protected: true,
  },
];
