import { describe, expect, it } from 'vitest';
import { checkInvite, type InviteFields } from './inviteForm';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const fields: InviteFields = {
  visitorName: 'Ines Invited',
  visitorEmail: 'ines@example.com',
  visitorMobile: '+91 98765 43210',
  visitTypeId: 'meeting',
  visitorLanguage: 'en',
  date: '2026-11-24',
  time: '10:30',
};

describe('the invitation form', () => {
  it('gives the expected time at the site', () => {
    expect(checkInvite(fields, 'Asia/Kolkata', NOW)).toEqual({ expectedAt: Date.UTC(2026, 10, 24, 5, 0) });
  });

  it('takes today at an hour already past: the invitation is for the day', () => {
    expect(checkInvite({ ...fields, date: '2026-11-23', time: '08:00' }, 'UTC', NOW)).toEqual({
      expectedAt: Date.UTC(2026, 10, 23, 8, 0),
    });
  });

  it.each<[string, Partial<InviteFields>, string]>([
    ['no name', { visitorName: ' ' }, 'Please enter the visitor’s name.'],
    [
      'a list of emails',
      { visitorEmail: 'a@example.com, b@example.com' },
      'Please enter the visitor’s email address, such as name@example.com.',
    ],
    ['letters for a mobile', { visitorMobile: 'call me' }, 'Please enter the visitor’s mobile number.'],
    ['no time', { time: '' }, 'Please choose the date and time of the visit.'],
    ['yesterday', { date: '2026-11-22' }, 'Please choose a date that has not passed.'],
  ])('refuses %s', (_label, change, problem) => {
    expect(checkInvite({ ...fields, ...change }, 'UTC', NOW)).toEqual({ problem });
  });
});
