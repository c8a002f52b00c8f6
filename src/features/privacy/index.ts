/** Retention, access and erasure requests, and their log. */
export { applyRetention } from './privacyThunks';
