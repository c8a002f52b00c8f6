import type { ArrivalPolicy, SitePosition, SiteSettings } from './port/settings';
import { completeVisitorTypes } from './visitorTypes';

export const DEFAULT_RADIUS_METRES = 150;
/** A radius smaller than a phone's usual accuracy, or larger than a campus, is a typing mistake. */
export const RADIUS_LIMITS = { min: 20, max: 5000 } as const;
/** Automatic check-out after between 1 hour and 3 days. */
export const AUTO_CHECKOUT_LIMITS = { min: 1, max: 72 } as const;
/** Personal data is kept 180 days unless the company chooses otherwise; at most 10 years. */
export const DEFAULT_RETENTION_DAYS = 180;
export const RETENTION_LIMITS = { min: 1, max: 3650 } as const;
export const ARRIVAL_POLICIES: readonly ArrivalPolicy[] = ['desk-confirms', 'invited-check-in'];

/**
 * A site as stored, completed with the defaults of the fields it predates: sites saved before contactless
 * check-in have only their time zone.
 */
export function completeSite(
  stored: Partial<Record<keyof SiteSettings, unknown>>,
  fallbackTimeZone: string,
): SiteSettings {
  return {
    timeZone: typeof stored.timeZone === 'string' && stored.timeZone ? stored.timeZone : fallbackTimeZone,
    position: isPosition(stored.position) ? stored.position : null,
    radiusMetres: isRadius(stored.radiusMetres) ? stored.radiusMetres : DEFAULT_RADIUS_METRES,
    geofence: stored.geofence === true,
    arrivalPolicy: ARRIVAL_POLICIES.find((policy) => policy === stored.arrivalPolicy) ?? 'desk-confirms',
    autoCheckoutHours: isAutoCheckoutHours(stored.autoCheckoutHours) ? stored.autoCheckoutHours : null,
    privacyPolicyUrl: isPolicyUrl(stored.privacyPolicyUrl) ? stored.privacyPolicyUrl : '',
    retentionDays:
      stored.retentionDays === null
        ? null
        : isRetentionDays(stored.retentionDays)
          ? stored.retentionDays
          : DEFAULT_RETENTION_DAYS,
    agreementRequired: stored.agreementRequired === true,
    autoPrintBadge: stored.autoPrintBadge === true,
    visitorTypes: completeVisitorTypes(stored.visitorTypes),
  };
}

export function isPosition(value: unknown): value is SitePosition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'latitude' in value &&
    'longitude' in value &&
    typeof value.latitude === 'number' &&
    typeof value.longitude === 'number' &&
    Math.abs(value.latitude) <= 90 &&
    Math.abs(value.longitude) <= 180
  );
}

export function isRadius(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RADIUS_LIMITS.min &&
    value <= RADIUS_LIMITS.max
  );
}

export function isAutoCheckoutHours(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= AUTO_CHECKOUT_LIMITS.min &&
    value <= AUTO_CHECKOUT_LIMITS.max
  );
}

export function isRetentionDays(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RETENTION_LIMITS.min &&
    value <= RETENTION_LIMITS.max
  );
}

/** A web address a visitor's browser opens: http(s), one line, no spaces, at most 500 characters. */
export function isPolicyUrl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500 && /^https?:\/\/[^\s]+$/.test(value);
}
