import { Dexie, type EntityTable, type Table } from 'dexie';
import type { Arrival, PublicSite } from '../port/contactless';
import type { DirectoryCompany, Host } from '../port/directory';
import type { Invite } from '../port/invites';
import type { Agreement, NamedAgreement } from '../port/agreements';
import type { PrivacyLogEntry } from '../port/privacy';
import type { RollCall } from '../port/rollCalls';
import type { WatchlistEntry, WatchlistHold } from '../port/watchlist';
import type { MailRecord } from '../port/mail';
import type { SiteSettings } from '../port/settings';
import type { StoredVisitorType } from '../visitorTypes';
import type { Visitor } from '../port/visitors';
import type { VisitorContact } from '../../lib/visitorFields';
import { visitorSearchKeys } from '../../lib/visitorSearch';
import type { Visit } from '../port/visits';
import type { MemberRole } from '../permissions';
import type { TeamInvite } from '../port/team';
import type { AuditEntry } from '../port/audit';
import {
  blockNameGrams,
  indexNameGrams,
  indexSearchAndCount,
  indexVisitHosts,
  indexVisitTypes,
} from './migrations';
import type { SearchKey } from './searchKeys';

/** Every tenant-owned row carries the company id it belongs to. */
interface Owned {
  tenant: string;
}

export interface CompanyRow {
  id: string;
  name: string;
  email: string;
  emailLower: string;
  mobile: string;
  aadhaarLast4: string;
  passwordHash: string;
  salt: string;
  iterations: number;
  createdAt: number;
  /** When the owner last opened the desk (the owner has no member row). */
  lastSeenAt?: number;
}

/** Someone an admin invited, who joined: their own sign-in (email and password) and role. */
export interface MemberRow extends Owned {
  id: string;
  name: string;
  email: string;
  emailLower: string;
  role: MemberRole;
  active: boolean;
  passwordHash: string;
  salt: string;
  iterations: number;
  joinedAt: number;
  lastSeenAt: number | null;
}

/**
 * One audit entry (port/audit.ts): append-only. `onceKey` (tenant, action, target) marks an entry a
 * change makes once only (a check-in), so that the same change made again records nothing more.
 */
export type AuditRow = AuditEntry & Owned & { onceKey?: string };

/** An invitation to join the team; its code is its key. */
export type TeamInviteRow = TeamInvite & Owned & { emailLower: string };

export interface SettingRow {
  key: string;
  value: string;
}

/** `searchKeys`: the type-ahead's words, each after its tenant (tenant + '\u001f' + word). */
/** `attempt`: the registration that saved it (VisitorsPort.add); absent on rows from before. */
export type VisitorRow = Visitor &
  Owned & { visitorEmailLower: string; searchKeys: string[]; attempt?: string };
/** `open` mirrors checkedOut as a number, because IndexedDB cannot index booleans. */
export type VisitRow = Visit & Owned & { open: 0 | 1 };
/**
 * A small row per visit, so that search never reads photos: the lowercased name and company, and the
 * company alone (for its own index). A short search reads these rows by the hundred: they stay small.
 */
export interface VisitSearchRow extends Owned {
  id: string;
  checkin_timestamp: number;
  /** `${visitorName}\n${companyName}`, lowercased. */
  text: string;
  /** The company name, lowercased. */
  company: string;
  /** The host's directory id ('' before the directory), for the list of one host's visits. */
  hostId: string;
  /** Who checked the visitor in (absent before team accounts), for the list of one operator's visits. */
  checkedInBy?: string;
  /** The visitor type's name as of the check-in, for the list of one type's visits (version 18 on). */
  visitType?: string;
}
/** The index keys of a visit's name trigrams (they hold the tenant): versions 4 to 11. */
export interface VisitGramsRow {
  id: string;
  keys: SearchKey[];
}
/**
 * The visits whose name holds a trigram, oldest first, a hundred or so to a row (gramBlocks.ts): an
 * inverted index that costs a check-in one row per trigram and the database a few bytes per visit and
 * trigram, where an index entry per visit and trigram cost both far more. `id` is assigned on add.
 */
export interface GramBlockRow extends Owned {
  id?: number;
  gram: string;
  /** The time of the newest visit listed: the index orders a trigram's blocks by it. */
  newest: number;
  ids: string[];
  /** Each visit's check-in time, in the order of `ids`. */
  times: number[];
}
/** The companies a tenant's visits name (lowercased): few, so a search reads them all. */
export interface VisitCompanyRow extends Owned {
  company: string;
}
/** Totals kept with the data, so that no count grows with the history (docs/ARCHITECTURE.md). */
export interface CounterRow extends Owned {
  name: 'visits';
  value: number;
}
/**
 * Check-ins per quarter of an hour (its start, epoch milliseconds): every time zone's midnight falls on a
 * quarter hour, so a site day of any zone is a whole number of buckets, and the chart reads a fortnight
 * of them in one request instead of counting every check-in.
 */
export interface CheckInBucketRow extends Owned {
  bucket: number;
  count: number;
}
/**
 * A visit whose check-in mails are owed, or an invitation whose email is (`kind`): written in the check-in's
 * or the invitation's transaction, deleted once its mail is recorded.
 */
export interface OwedMailRow extends Owned {
  /** The visit's id, or the invitation's code (as a mail record's visitId). */
  visitId: string;
  kind?: 'invitation';
  /** The check-in's time (epoch ms). */
  at: number;
}
/** Reservation that makes a visitID unique among a tenant's open visits. */
export interface OpenVisitIdRow extends Owned {
  visitID: number;
  visitDocId: string;
}
/** A visit pass's code, naming its visit (the pass lookup of the desk's scanner). */
export interface PassRow extends Owned {
  code: string;
  visitDocId: string;
}
/** An invitation; its code is its key. */
export type InviteRow = Invite & Owned;
/** The site's settings, and its visitor types as stored (by id; absent until an admin changes one). */
export type SiteRow = Omit<SiteSettings, 'visitorTypes'> &
  Owned & { visitorTypes?: Record<string, StoredVisitorType> };
export type DirectoryCompanyRow = DirectoryCompany & Owned;
export type HostRow = Host & Owned & { emailLower: string };
export type MailRow = MailRecord & Owned;
/** A code the desk showed, with the public copy of the site a phone reads through it. */
export interface ArrivalCodeRow extends Owned {
  code: string;
  expiresAt: number;
  site: PublicSite;
}
/** An arrival; `waiting` (1 until the desk settles it) indexes the desk's list. */
export type ArrivalRow = Arrival & Owned & { waiting: 0 | 1 };

export type RollCallRow = RollCall & Owned;
/**
 * A run's log entry; a retention run also keeps its cutoff until finished (to go on from). Rows from
 * before runs were logged as started carry neither status nor progressAt: they are finished.
 */
export type PrivacyLogRow = Omit<PrivacyLogEntry, 'status' | 'progressAt'> &
  Partial<Pick<PrivacyLogEntry, 'status' | 'progressAt'>> &
  Owned & { cutoff?: number };
export type AgreementRow = Agreement & Owned;
export type NamedAgreementRow = NamedAgreement & Owned;
/** Where the retention period has reached: visits checked in before this are anonymised. */
export interface PrivacyStateRow extends Owned {
  anonymisedBefore: number;
}
export type WatchlistRow = WatchlistEntry & Owned;
export type WatchlistHoldRow = WatchlistHold & Owned;

export type FrontdeskDb = Dexie & {
  companies: EntityTable<CompanyRow, 'id'>;
  settings: EntityTable<SettingRow, 'key'>;
  visitors: EntityTable<VisitorRow, 'id'>;
  visits: EntityTable<VisitRow, 'id'>;
  visitSearch: EntityTable<VisitSearchRow, 'id'>;
  gramBlocks: Table<GramBlockRow, number>;
  openVisitIds: Table<OpenVisitIdRow, [string, number]>;
  sites: EntityTable<SiteRow, 'tenant'>;
  directoryCompanies: EntityTable<DirectoryCompanyRow, 'id'>;
  hosts: EntityTable<HostRow, 'id'>;
  mail: Table<MailRow, [string, string]>;
  visitCompanies: Table<VisitCompanyRow, [string, string]>;
  counters: Table<CounterRow, [string, string]>;
  checkInBuckets: Table<CheckInBucketRow, [string, number]>;
  owedMail: Table<OwedMailRow, [string, string]>;
  arrivalCodes: EntityTable<ArrivalCodeRow, 'code'>;
  arrivals: EntityTable<ArrivalRow, 'id'>;
  passes: Table<PassRow, [string, string]>;
  invites: EntityTable<InviteRow, 'code'>;
  rollCalls: EntityTable<RollCallRow, 'id'>;
  watchlist: EntityTable<WatchlistRow, 'id'>;
  watchlistHolds: EntityTable<WatchlistHoldRow, 'id'>;
  privacyLog: EntityTable<PrivacyLogRow, 'id'>;
  privacyState: EntityTable<PrivacyStateRow, 'tenant'>;
  agreements: Table<AgreementRow, [string, number]>;
  namedAgreements: Table<NamedAgreementRow, [string, string]>;
  members: EntityTable<MemberRow, 'id'>;
  teamInvites: EntityTable<TeamInviteRow, 'code'>;
  audit: EntityTable<AuditRow, 'id'>;
};

export const DEFAULT_DB_NAME = 'frontdesk';

export function openFrontdeskDb(name: string = DEFAULT_DB_NAME): FrontdeskDb {
  const db = new Dexie(name) as FrontdeskDb;
  db.version(1).stores({
    companies: 'id, &emailLower',
    settings: 'key',
    visitors: 'id, &[tenant+visitorEmailLower]',
    visits: 'id, [tenant+checkin_timestamp], [tenant+visitID], [tenant+open+checkin_timestamp]',
    visitSearch: 'id, [tenant+checkin_timestamp]',
    openVisitIds: '[tenant+visitID]',
    outbox: 'id, [tenant+at]',
  });
  // Version 2: the site's settings, the directory of companies and hosts, and mail recorded per visit
  // and kind by template (the version-1 outbox held rendered messages with no visit: it is not kept).
  db.version(2).stores({
    sites: 'tenant',
    directoryCompanies: 'id, tenant',
    hosts: 'id, tenant',
    outbox: null,
    mail: '[tenant+id], [tenant+at], [tenant+visitId]',
  });
  // Version 3: search through indexes, not memory (name trigrams, and companies apart), and the total of
  // visits kept in a counter. Existing rows gain their keys in the upgrade (migrations.ts).
  db.version(3)
    .stores({
      visitSearch: 'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp], *keys',
      visitCompanies: '[tenant+company]',
      counters: '[tenant+name]',
      checkInBuckets: '[tenant+bucket]',
    })
    .upgrade(indexSearchAndCount);
  // Version 4: the trigram keys move to their own table, so that the rows a short search walks stay small
  // (they were a dozen keys per row, most of each row's bytes).
  db.version(4)
    .stores({
      visitSearch: 'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp]',
      visitGrams: 'id, *keys',
    })
    .upgrade(indexNameGrams);
  // Version 5: contactless check-in: the codes the desk shows, each with its public copy of the site, and
  // the arrivals left with them.
  db.version(5).stores({
    arrivalCodes: 'code, tenant',
    arrivals: 'id, [tenant+waiting+at]',
  });
  // Version 6: visit passes: the code on a pass names its visit (visits from before have no pass).
  db.version(6).stores({ passes: '[tenant+code]' });
  // Version 7: invitations, by code, and by the site day they are for.
  db.version(7).stores({ invites: 'code, [tenant+day+expectedAt]' });
  // Version 8: evacuation roll calls, newest first by their start.
  db.version(8).stores({ rollCalls: 'id, [tenant+startedAt]' });
  // Version 9: the watchlist, and the check-ins it held with the operator's decision.
  db.version(9).stores({ watchlist: 'id, [tenant+addedAt]', watchlistHolds: 'id, [tenant+at]' });
  // Version 10: retention and erasure: a company's records found by the visitor's email, invitations by
  // the end of their day, arrivals by time, and the log of each run.
  db.version(10).stores({
    visits:
      'id, [tenant+checkin_timestamp], [tenant+visitID], [tenant+open+checkin_timestamp], [tenant+visitorEmail]',
    arrivals: 'id, [tenant+waiting+at], [tenant+at], [tenant+visitorEmail]',
    invites: 'code, [tenant+day+expectedAt], [tenant+validUntil], [tenant+visitorEmail]',
    mail: '[tenant+id], [tenant+at], [tenant+visitId], [tenant+to]',
    watchlistHolds: 'id, [tenant+at], [tenant+visitorEmail]',
    privacyLog: 'id, [tenant+at]',
    privacyState: 'tenant',
  });
  // Version 11: the visitor agreement's versions.
  db.version(11).stores({ agreements: '[tenant+version]' });
  // Version 12: name trigrams in blocks of visits (an inverted index) instead of a dozen index entries per
  // visit; the upgrade builds the blocks from the per-visit keys, which then go.
  db.version(12)
    .stores({ gramBlocks: '++id, [tenant+gram+newest]', visitGrams: null })
    .upgrade(blockNameGrams);
  // Version 13: the register's type-ahead, a multi-entry index of each visitor's words by tenant.
  db.version(13)
    .stores({ visitors: 'id, &[tenant+visitorEmailLower], *searchKeys' })
    .upgrade((tx) =>
      tx
        .table<VisitorRow>('visitors')
        .toCollection()
        .modify((row) => {
          row.searchKeys = tenantSearchKeys(row.tenant, row);
        }),
    );
  // Version 14: the visit list's filters and searches, each from an index ending in the check-in time: a
  // host's visits (on the small search rows, which gain the host's id), a visit ID's and an email's visits
  // (these replace the indexes of the ID and the email alone, which still serve as their prefixes).
  db.version(14)
    .stores({
      visits:
        'id, [tenant+checkin_timestamp], [tenant+visitID+checkin_timestamp], [tenant+open+checkin_timestamp], [tenant+visitorEmail+checkin_timestamp]',
      visitSearch:
        'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp], [tenant+hostId+checkin_timestamp]',
    })
    .upgrade(indexVisitHosts);
  // Version 15: team accounts: the people an admin invited (a sign-in each, unique by email across every
  // company and member), and the invitations. A company's owner stays its company row.
  db.version(15).stores({
    members: 'id, tenant, &emailLower',
    teamInvites: 'code, tenant, [tenant+emailLower]',
  });
  // Version 16: the audit log, read newest first for everyone, one person or one action; and who checked
  // each visit in, for the dashboard's operator filter (on the small search rows, like the host).
  db.version(16).stores({
    audit: 'id, [tenant+at], [tenant+by+at], [tenant+action+at], onceKey',
    visitSearch:
      'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp], [tenant+hostId+checkin_timestamp], [tenant+checkedInBy+checkin_timestamp]',
  });
  // Version 17: the visits whose check-in mails are owed, written in the check-in's own transaction.
  db.version(17).stores({ owedMail: '[tenant+visitId], [tenant+at]' });
  // Version 18: the dashboard's visitor type filter, on the small search rows like the host.
  db.version(18)
    .stores({
      visitSearch:
        'id, [tenant+checkin_timestamp], [tenant+company+checkin_timestamp], [tenant+hostId+checkin_timestamp], [tenant+checkedInBy+checkin_timestamp], [tenant+visitType+checkin_timestamp]',
    })
    .upgrade(indexVisitTypes);
  // Version 19: the company's other agreements, each revision a row (docs/decisions/named-agreements.md).
  db.version(19).stores({ namedAgreements: '[tenant+id], [tenant+series]' });
  return db;
}

/** A visitor's type-ahead words as the local index holds them, under their tenant. */
export const tenantSearchKeys = (tenant: string, contact: VisitorContact) =>
  visitorSearchKeys(contact).map((key) => tenantSearchKey(tenant, key));

export const tenantSearchKey = (tenant: string, word: string) => `${tenant}\u001f${word}`;
