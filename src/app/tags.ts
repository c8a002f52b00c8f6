/**
 * What a read provides and a write invalidates: one tag per kind of record the desk shows. A live read
 * follows its listener instead, so a write that lists its tag costs it nothing.
 */
export const TAG_TYPES = [
  'Visit',
  'VisitStats',
  'OnSite',
  'Mail',
  'Visitor',
  'Company',
  'Site',
  'Directory',
  'Verification',
  'Arrival',
  'Invite',
  'RollCall',
  'Watchlist',
  'PrivacyLog',
  'Agreement',
  'Team',
  'Audit',
  'RefusedChange',
  'ChangesCarriedOver',
  /** A live read's own tag (portQuery.ts): refetched only when its subscription failed. */
  'Live',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** What a check-in or a check-out changes: the visit lists, the day's counts, who is on site. */
export const VISIT_CHANGES: readonly TagType[] = ['Visit', 'VisitStats', 'OnSite'];
