/** Every route of the app (the spec's and ours), named once: screens link and navigate by these names. */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  about: '/about',
  contact: '/contact',
  main: '/main_checkin_checkout',
  choice: '/first_time_or_registered_before',
  visitorRegistration: '/visitor_registration',
  emailVerification: '/email_verification',
  visitDetails: '/user_visit_details_updated',
  checkinSuccess: '/checkin_success',
  checkout: '/checkout',
  dashboard: '/admin_dashboard',
  onSite: '/on_site',
  outbox: '/outbox',
  /** Settings opens on the company's profile; its other pages are in SETTINGS_PATHS (screenLinks.ts). */
  settings: '/settings',
  /** Pre-registration: the desk invites a visitor for a day. */
  invite: '/invite',
  /** An invited visitor at the desk: `/invited/<invitation code>`, prefilled for a one-step check-in. */
  invited: '/invited/:code',
  /** A visit's printable badge: `/badge/<visit id>`. */
  badge: '/badge/:visitId',
  /** The visitor agreement a visit's visitor signed, printable: `/agreement/<visit id>`. */
  signedAgreement: '/agreement/:visitId',
  /** Visits left open on earlier days, to check out in bulk. */
  unclosed: '/unclosed_visits',
  /** An evacuation roll call, open or finished: `/roll_call/<roll call id>`. */
  rollCall: '/roll_call/:id',
  /** A visitor's access or erasure request, and the log of retention runs and erasures. */
  privacy: '/privacy_requests',
  /** The desk's screen facing visitors: the rotating code to scan. */
  contactless: '/contactless',
  /** The audit log: who changed what, and when (admins). */
  audit: '/audit',
  /** Joining a company's team through an admin's invitation: `/join/<invitation code>`. */
  join: '/join/:code',
  /** The visitor's own phone: `/arrive/<company>?code=<code>`, a page of its own (arrive.html). */
  arrive: '/arrive/:company',
} as const;
