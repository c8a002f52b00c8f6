import type { Unsubscribe } from './common';
import type { VisitorType } from './visitorTypes';

/** The company's own record, as the settings screen shows it. */
export interface CompanyDetails {
  name: string;
  email: string;
  mobile: string;
  /** Only the last four digits are ever stored. */
  aadhaarLast4: string;
}

export type ProfileChanges = Pick<CompanyDetails, 'name' | 'mobile'>;

/** Where the front desk is, in degrees (WGS 84, as the browser's geolocation reports it). */
export interface SitePosition {
  latitude: number;
  longitude: number;
}

/** Who checks in a visitor who arrived by the desk's QR code. */
export type ArrivalPolicy = 'desk-confirms' | 'invited-check-in';

/** The front desk's site. */
export interface SiteSettings {
  /** IANA time zone: every "today" of the product is the site's day. */
  timeZone: string;
  /** Where the desk is; null until the company sets it. */
  position: SitePosition | null;
  /** How close to the desk, in metres, a visitor's phone must say it is when the geofence is on. */
  radiusMetres: number;
  /** On: the arrival page asks for the phone's location and refuses arrivals outside the radius. */
  geofence: boolean;
  arrivalPolicy: ArrivalPolicy;
  /** Visits still open this many hours after check-in are checked out automatically; null: never. */
  autoCheckoutHours: number | null;
  /** The company's privacy policy (an http(s) address), linked from every registration screen; '' for none. */
  privacyPolicyUrl: string;
  /**
   * How many days visitors' personal data is kept: older visits are anonymised and older records of every
   * other kind deleted. null: kept until erased on request.
   */
  retentionDays: number | null;
  /** On: every check-in (desk and phone) first asks the visitor to accept the latest visitor agreement. */
  agreementRequired: boolean;
  /** On: the desk opens the print dialog for a visitor's badge as soon as they are checked in. */
  autoPrintBadge: boolean;
  /** Who arrives, each kind with its questions, in the desk's order; retired ones included. */
  visitorTypes: VisitorType[];
}

/** What the site form changes: every setting but the visitor types, which are saved one at a time. */
export type SiteChanges = Partial<Omit<SiteSettings, 'visitorTypes'>>;

export interface SettingsPort {
  company(): Promise<CompanyDetails>;
  updateCompany(changes: ProfileChanges): Promise<CompanyDetails>;
  site(): Promise<SiteSettings>;
  watchSite(listener: (site: SiteSettings) => void, onError: (error: Error) => void): Unsubscribe;
  updateSite(changes: SiteChanges): Promise<SiteSettings>;
  /**
   * Adds or changes one visitor type (retiring it is a change: types are never removed). Throws
   * VisitorTypeError when it does not fit the limits or would take a question id back.
   */
  saveVisitorType(type: VisitorType): Promise<SiteSettings>;
}
