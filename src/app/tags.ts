/** What a read provides and a write invalidates: one tag per kind of record the desk shows. */
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
] as const;
export type TagType = (typeof TAG_TYPES)[number];
