/** Retention, access and erasure requests, and their log. */
export { applyRetention, finishStoppedRuns, previewRetention } from './privacyThunks';
export { describeCounts, retentionEffect, retentionProgressText } from './recordCounts';
