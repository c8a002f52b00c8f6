/** Retention, access and erasure requests, and their log. */
export { applyRetention, previewRetention } from './privacyThunks';
export { describeCounts, retentionEffect, retentionProgressText } from './recordCounts';
