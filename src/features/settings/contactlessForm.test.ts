import { describe, expect, it } from 'vitest';
import { describeDistance, distanceMetres } from '../../lib/geo';
import { readContactlessFields, type ContactlessFields } from './contactlessForm';

const typed = (changes: Partial<ContactlessFields>): ContactlessFields => ({
  latitude: '12.9716',
  longitude: '77.5946',
  radius: '150',
  geofence: true,
  arrivalPolicy: 'desk-confirms',
  ...changes,
});

describe('contactless settings form', () => {
  it('reads a position, radius, geofence and policy', () => {
    expect(
      readContactlessFields(typed({ latitude: ' -33.8688 ', arrivalPolicy: 'invited-check-in' })),
    ).toEqual({
      settings: {
        position: { latitude: -33.8688, longitude: 77.5946 },
        radiusMetres: 150,
        geofence: true,
        arrivalPolicy: 'invited-check-in',
      },
    });
    expect(readContactlessFields(typed({ latitude: '', longitude: '', geofence: false }))).toMatchObject({
      settings: { position: null, geofence: false },
    });
  });

  it.each([
    [{ longitude: '' }, 'Give both the latitude and the longitude, or neither.'],
    [{ latitude: '91' }, 'The latitude must be a number of degrees from -90 to 90.'],
    [{ latitude: '12,97' }, 'The latitude must be a number of degrees from -90 to 90.'],
    [{ longitude: '-180.5' }, 'The longitude must be a number of degrees from -180 to 180.'],
    [{ longitude: 'east' }, 'The longitude must be a number of degrees from -180 to 180.'],
    [{ radius: '19' }, 'The radius must be a whole number of metres from 20 to 5000.'],
    [{ radius: '150.5' }, 'The radius must be a whole number of metres from 20 to 5000.'],
    [{ radius: '' }, 'The radius must be a whole number of metres from 20 to 5000.'],
    [{ latitude: '', longitude: '' }, 'Set the desk’s position before turning the geofence on.'],
  ])('refuses %o: %s', (changes, problem) => {
    expect(readContactlessFields(typed(changes))).toEqual({ problem });
  });
});

describe('distance', () => {
  it('measures along the Earth and says it as a person would', () => {
    // Bengaluru to Chennai: about 290 km as the crow flies.
    const metres = distanceMetres(
      { latitude: 12.9716, longitude: 77.5946 },
      { latitude: 13.0827, longitude: 80.2707 },
    );
    expect(metres).toBeGreaterThan(289_000);
    expect(metres).toBeLessThan(292_000);
    expect(distanceMetres({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0);
    expect(describeDistance(3_210)).toBe('3.2 km');
    expect(describeDistance(80.4)).toBe('80 m');
    expect(describeDistance(0.2)).toBe('1 m');
    expect(describeDistance(290_400)).toBe('290 km');
  });
});
