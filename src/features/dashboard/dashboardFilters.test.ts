import { describe, expect, it } from 'vitest';
import { siteInstant } from '../../lib/siteDays';
import { filtersOf, weekStartOf } from './dashboardFilters';

describe('dashboard filters', () => {
  it('starts the week on the Monday of the site’s week, across months and years', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday itself
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('asks the backend for the site’s today, its week, who is on site, one host and one operator', () => {
    const zone = 'Asia/Kolkata';
    expect(
      filtersOf({ shown: 'all', hostId: '', checkedInBy: '', visitType: '' }, '2026-11-25', zone),
    ).toBeUndefined();
    expect(
      filtersOf({ shown: 'today', hostId: '', checkedInBy: '', visitType: '' }, '2026-11-25', zone),
    ).toEqual({
      since: siteInstant('2026-11-25', '00:00', zone),
    });
    expect(
      filtersOf({ shown: 'today', hostId: '', checkedInBy: '', visitType: '' }, '2026-11-25', zone)?.since,
    ).toBe(Date.UTC(2026, 10, 24, 18, 30));
    expect(
      filtersOf({ shown: 'week', hostId: 'host-1', checkedInBy: '', visitType: '' }, '2026-11-25', zone),
    ).toEqual({
      since: Date.UTC(2026, 10, 22, 18, 30),
      hostId: 'host-1',
    });
    expect(
      filtersOf({ shown: 'on-site', hostId: '', checkedInBy: '', visitType: '' }, '2026-11-25', zone),
    ).toEqual({
      onSite: true,
    });
    expect(
      filtersOf({ shown: 'all', hostId: 'host-1', checkedInBy: '', visitType: '' }, '2026-11-25', zone),
    ).toEqual({
      hostId: 'host-1',
    });
    expect(
      filtersOf({ shown: 'on-site', hostId: '', checkedInBy: 'member-1', visitType: '' }, '2026-11-25', zone),
    ).toEqual({
      onSite: true,
      checkedInBy: 'member-1',
    });
    expect(
      filtersOf({ shown: 'all', hostId: '', checkedInBy: '', visitType: 'Contractor' }, '2026-11-25', zone),
    ).toEqual({ visitType: 'Contractor' });
  });
});
