import type { Agreement, AgreementTranslations, SignedAgreement } from './agreements';
import type { Unsubscribe } from './common';
import type { SitePosition } from './settings';
import type { Answers, VisitorType } from './visitorTypes';

/**
 * Contactless check-in. The desk shows a QR code of `/arrive/<company>?code=<code>`; the code
 * rotates, and each code carries the public copy of what a visitor's phone needs. A phone reads that one
 * copy, leaves an arrival, and follows its status; the desk confirms or declines it. The phone has no
 * company session (Firebase: an anonymous account): it reads nothing of the company's own data.
 */

/** A code the desk shows. Random (at least 96 bits), never derived from the company. */
export interface ArrivalCode {
  code: string;
  /** Epoch milliseconds after which a phone can no longer arrive with it. */
  expiresAt: number;
}

/** A host as a visitor's phone sees them: a name to choose, never an email. */
export interface PublicHost {
  id: string;
  name: string;
  companyName: string;
}

/** Another agreement as a phone shows it: its name and text, as published, and the company's translations. */
export interface PublicNamedAgreement {
  name: string;
  text: string;
  translations?: AgreementTranslations;
}

/** The most other agreements a code carries (the rules check each against its revision). */
export const MAX_CODE_AGREEMENTS = 3;

/** What the desk publishes with a code: all a phone may know of the company. */
export interface PublicSite {
  /** The company's display name. */
  companyName: string;
  position: SitePosition | null;
  radiusMetres: number;
  geofence: boolean;
  /** The companies visited here and their active hosts, sorted by name. */
  companies: string[];
  hosts: PublicHost[];
  expiresAt: number;
  /** The company's privacy policy address, or ''. */
  privacyPolicyUrl: string;
  /**
   * The visitor agreement, for the visitor types that need it (with the site's requirement, or a type's
   * own); null when no type offered asks for it or none is published.
   */
  agreement: Pick<Agreement, 'version' | 'text' | 'translations'> | null;
  /** Whether the site requires the agreement (for the types that follow the site). */
  agreementRequired: boolean;
  /**
   * The other agreements the offered types ask for, by revision id (NamedAgreement.id): at most
   * MAX_CODE_AGREEMENTS; absent when none does.
   */
  namedAgreements?: Record<string, PublicNamedAgreement>;
  /** The types a visitor may arrive as, in the desk's order, with their questions (no past questions). */
  visitorTypes: VisitorType[];
}

/** What the visitor types on their phone. */
export interface ArrivalInput {
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
  /** The type's name as the phone showed it, and its id (a phone older than types sends the name alone). */
  visitType: string;
  visitTypeId?: string;
  /** The answers to the type's questions, keyed by question id, each with the question's text as asked. */
  answers?: Answers;
  /** The language the visitor chose on the phone (absent: English): their emails are in it. */
  visitorLanguage?: string;
  companyName: string;
  hostId: string;
  /** The host's name, as the phone showed it. */
  whomToMeet: string;
  /** A selfie as a JPEG data URL, or '' when the visitor gave none. */
  imageUrl: string;
  /** How far from the desk the phone said it was, in metres; null with the geofence off or no position. */
  distanceMetres: number | null;
  /** The visitor accepted the privacy notice. */
  consent: true;
  /** The visitor agreement as the visitor accepted it on the phone, when the site asks for one. */
  agreement?: SignedAgreement;
}

/**
 * waiting → checked-in (or declined) by the desk; a checked-in visitor may ask from the phone to leave
 * (leaving), and the desk checks them out (checked-out).
 */
export type ArrivalStatus =
  | { state: 'waiting' }
  | { state: 'checked-in' | 'leaving' | 'checked-out'; visitID: number }
  | { state: 'declined' };

/** An arrival as the desk sees it. */
export interface Arrival extends ArrivalInput {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  status: ArrivalStatus;
}

/** The most arrivals that may wait for the desk at once: beyond, the phone is told to see the desk. */
export const MAX_WAITING_ARRIVALS = 20;

/**
 * How far an arrival's time (the phone's clock) may be from the store's: the queue is in arrival order, so
 * an earlier time would jump it (Firestore: the rules hold the same).
 */
export const ARRIVAL_CLOCK = { maxBehindMs: 10 * 60_000, maxAheadMs: 5 * 60_000 } as const;

/** Whether an arrival stamped `at` is taken by a store whose clock says `storeNow`. */
export const isArrivalTime = (at: number, storeNow: number): boolean =>
  Number.isInteger(at) &&
  at >= storeNow - ARRIVAL_CLOCK.maxBehindMs &&
  at <= storeNow + ARRIVAL_CLOCK.maxAheadMs;

/** Why an arrival is refused: it names a host the code does not offer. */
export const HOST_NOT_OFFERED = 'Please choose whom you are meeting from the list.';

/** Why an arrival is refused: its visitor type needs a photo, and it has none. */
export const PHOTO_REQUIRED = 'Please take a photo for your badge: this visit needs one.';

/** Why an arrival is refused: the phone's clock is too far from the store's. */
export const PHONE_CLOCK_WRONG =
  'Your phone’s clock is not set to the right time: please correct it, or see the front desk.';

/** The desk's side: in the company's session. */
export interface ContactlessPort {
  /**
   * A fresh code, published with the site's public copy (valid until `site.expiresAt`); the company's
   * codes long past their expiry are removed.
   */
  publish(site: PublicSite): Promise<ArrivalCode>;
  /** Arrivals waiting for the desk (to come in, or to leave), oldest first, now and after every change. */
  watchArrivals(listener: (arrivals: Arrival[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** A waiting arrival, or one already settled; NotFound when there is none with this id. */
  arrival(id: string): Promise<Arrival>;
  /** Records the visit an arrival became (idempotent: the same visit ID however often). */
  markCheckedIn(id: string, visitID: number): Promise<void>;
  /** The desk turned the arrival away; a settled arrival stays as it is. */
  decline(id: string): Promise<void>;
  /** Records that a leaving visitor's visit is checked out (idempotent). */
  markCheckedOut(id: string): Promise<void>;
}

/** The visitor's phone's side: no company session. */
export interface ArrivalPort {
  /** The public copy behind a code: StaleCodeError when the code is unknown, expired or another company's. */
  openCode(company: string, code: string): Promise<PublicSite>;
  /**
   * Leaves an arrival for the desk, at the phone's time; returns its id. StaleCodeError as above;
   * QueueFullError when MAX_WAITING_ARRIVALS are already waiting; BackendError('invalid-input') for a host
   * the code does not offer (HOST_NOT_OFFERED). A phone whose clock is off by more than ARRIVAL_CLOCK is
   * refused (locally 'invalid-input', PHONE_CLOCK_WRONG; on Firebase the rules refuse it, which the phone
   * cannot tell from a full queue).
   */
  arrive(company: string, code: string, input: ArrivalInput): Promise<string>;
  /** The status of this phone's arrival; only its creator may read it. */
  arrivalStatus(company: string, arrivalId: string): Promise<ArrivalStatus>;
  /**
   * A checked-in visitor asks the desk to check them out; the arrival waits for the desk again. Throws
   * BackendError('invalid-input') unless the arrival is checked in.
   */
  requestCheckout(company: string, arrivalId: string): Promise<void>;
}

/** The visit ID a status names; NaN for one that names none (waiting, declined). */
export const visitIdOf = (status: ArrivalStatus): number =>
  'visitID' in status ? status.visitID : Number.NaN;

/** Why a phone cannot ask to leave: it is not checked in. */
export const NOT_CHECKED_IN = 'You are not checked in: please see the front desk.';

/** The visit a confirmed arrival becomes is checked in under this id: confirming again finds it. */
export const arrivalCheckInId = (arrivalId: string) => `arrival-${arrivalId}`;
