import type { Unsubscribe } from './common';

/** A visitor the desk expects on a day: invited ahead, checked in by the invitation's code. */
export interface InviteInput {
  /**
   * The invitation's code (128 random bits, base64url), drawn once per invite form: its QR carries it,
   * and a repeated submit creates one invitation.
   */
  code: string;
  visitorName: string;
  visitorEmail: string;
  visitorMobile: string;
  /** The visitor type's name, as the visit will keep it; the visitor answers its questions on arrival. */
  visitType: string;
  /** The visitor type's id; absent for invitations from before types (one of the spec's three). */
  visitTypeId?: string;
  /** The visitor's language (a code of the visitor's languages, e.g. 'es') for their emails; absent: English. */
  visitorLanguage?: string;
  companyName: string;
  hostId: string;
  whomToMeet: string;
  whomToMeetEmail: string;
  /** When the visitor is expected, epoch milliseconds. */
  expectedAt: number;
  /** The site day the invitation is valid on (YYYY-MM-DD), and its bounds: [validFrom, validUntil). */
  day: string;
  validFrom: number;
  validUntil: number;
}

export type InviteState = 'invited' | 'arrived' | 'cancelled';

export interface Invite extends InviteInput {
  state: InviteState;
  /** The visit the invitation became; '' until the visitor arrives. */
  visitDocId: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** When the desk cancelled it, epoch milliseconds; only on a cancelled invitation. */
  cancelledAt?: number;
}

export interface InvitesPort {
  /** Idempotent on input.code. */
  invite(input: InviteInput): Promise<Invite>;
  /**
   * Cancels an unused invitation, so that it checks nobody in: idempotent. Throws InviteUsedError once
   * the visitor has arrived, UnknownInviteError for a code the company has not.
   */
  cancel(code: string, at: number): Promise<Invite>;
  /** The company's invitation with this code; throws UnknownInviteError when it has none. */
  byCode(code: string): Promise<Invite>;
  /** The invitations of a site day, by expected time, now and after every change. */
  watchDay(day: string, listener: (invites: Invite[]) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * The invitations whose email is still owed, oldest first, at most `count`: each invitation is marked so
   * in its own commit, so that leaving the page before its email went loses nothing; any desk sends it.
   */
  owedMails(count: number): Promise<Invite[]>;
  /** The invitation's email is recorded (or of no more use): it owes none. Idempotent. */
  settleMail(code: string): Promise<void>;
}
