import type { ArrivalPolicy, SiteSettings } from '../../backend/port/settings';
import { RADIUS_LIMITS } from '../../backend/siteSettings';
import { t } from '../../lib/operatorText';

/** The contactless fields as typed. */
export interface ContactlessFields {
  latitude: string;
  longitude: string;
  radius: string;
  geofence: boolean;
  arrivalPolicy: ArrivalPolicy;
}

type ContactlessSettings = Pick<SiteSettings, 'position' | 'radiusMetres' | 'geofence' | 'arrivalPolicy'>;

export function fieldsOf(site: SiteSettings): ContactlessFields {
  return {
    latitude: site.position ? String(site.position.latitude) : '',
    longitude: site.position ? String(site.position.longitude) : '',
    radius: String(site.radiusMetres),
    geofence: site.geofence,
    arrivalPolicy: site.arrivalPolicy,
  };
}

/** A number typed in degrees within ±`limit`, or null. */
function degrees(typed: string, limit: number): number | null {
  if (!/^[+-]?\d+(\.\d+)?$/.test(typed.trim())) return null;
  const value = Number(typed);
  return Math.abs(value) <= limit ? value : null;
}

/** The settings the fields describe, or the first problem with them in words. */
export function readContactlessFields(
  fields: ContactlessFields,
): { settings: ContactlessSettings } | { problem: string } {
  const [latitude, longitude] = [fields.latitude.trim(), fields.longitude.trim()];
  if ((latitude === '') !== (longitude === '')) {
    return { problem: t('Give both the latitude and the longitude, or neither.') };
  }
  let position: ContactlessSettings['position'] = null;
  if (latitude !== '') {
    const lat = degrees(latitude, 90);
    if (lat === null) return { problem: t('The latitude must be a number of degrees from -90 to 90.') };
    const lon = degrees(longitude, 180);
    if (lon === null) return { problem: t('The longitude must be a number of degrees from -180 to 180.') };
    position = { latitude: lat, longitude: lon };
  }
  const radius = fields.radius.trim();
  const radiusMetres = /^\d+$/.test(radius) ? Number(radius) : Number.NaN;
  if (!(radiusMetres >= RADIUS_LIMITS.min && radiusMetres <= RADIUS_LIMITS.max)) {
    return {
      problem: t('The radius must be a whole number of metres from {min} to {max}.', {
        min: RADIUS_LIMITS.min,
        max: RADIUS_LIMITS.max,
      }),
    };
  }
  if (fields.geofence && !position) {
    return { problem: t('Set the desk’s position before turning the geofence on.') };
  }
  return {
    settings: { position, radiusMetres, geofence: fields.geofence, arrivalPolicy: fields.arrivalPolicy },
  };
}
