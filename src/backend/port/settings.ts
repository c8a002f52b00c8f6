import type { Unsubscribe } from './common';

/** The company's own record, as the settings screen shows it. */
export interface CompanyDetails {
  name: string;
  email: string;
  mobile: string;
  /** Only the last four digits are ever stored. */
  aadhaarLast4: string;
}

export type ProfileChanges = Pick<CompanyDetails, 'name' | 'mobile'>;

/** The front desk's site. */
export interface SiteSettings {
  /** IANA time zone: every "today" of the product is the site's day. */
  timeZone: string;
}

export interface SettingsPort {
  company(): Promise<CompanyDetails>;
  updateCompany(changes: ProfileChanges): Promise<CompanyDetails>;
  site(): Promise<SiteSettings>;
  watchSite(listener: (site: SiteSettings) => void, onError: (error: Error) => void): Unsubscribe;
  updateSite(changes: Partial<SiteSettings>): Promise<SiteSettings>;
}
