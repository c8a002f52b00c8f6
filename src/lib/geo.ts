/** A point in degrees (WGS 84, as the browser's geolocation reports it). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine): metres, accurate well within a geofence. */
export function distanceMetres(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "80 m" up to a kilometre, then "3.2 km": how far a person would say it. */
export function describeDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(1, Math.round(metres))} m`;
  const kilometres = metres / 1000;
  return `${kilometres < 100 ? kilometres.toFixed(1) : Math.round(kilometres)} km`;
}
