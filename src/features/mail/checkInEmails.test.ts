import { expect, it } from 'vitest';
import type { Visit } from '../../backend/port/visits';
import { hostEmail, visitorEmail } from './checkInEmails';

const visit: Visit = {
  id: 'v1',
  visitType: 'Interview',
  companyName: 'Acme & Sons',
  whomToMeet: 'Priya Sharma',
  whomToMeetEmail: 'hosts@example.com',
  visitorEmail: 'eve@example.com',
  visitorName: '<img src=x onerror="window.__pwned=1">Eve',
  visitorMobile: '9123456780',
  checkedOut: false,
  imageUrl: '',
  checkin_timestamp: Date.UTC(2026, 10, 22, 9, 30),
  checkout_timestamp: '',
  visitID: 482913,
};

it('sends the visitor their visit ID under the spec subject', () => {
  const message = visitorEmail(visit);
  expect(message.to).toBe('eve@example.com');
  expect(message.subject).toBe('Visit ID for your latest Visit');
  expect(message.bodyHtml).toContain('<strong>482913</strong>');
  expect(message.bodyText).toContain('482913');
});

it('tells the host who is here, under the spec subject', () => {
  const message = hostEmail(visit);
  expect(message.to).toBe('hosts@example.com');
  expect(message.subject).toBe('<img src=x onerror="window.__pwned=1">Eve is here to meet you..!!');
  expect(message.bodyText).toContain('Interview');
});

it('escapes every user-supplied string in the HTML body, and only there', () => {
  for (const message of [visitorEmail(visit), hostEmail(visit)]) {
    expect(message.bodyHtml).not.toContain('<img');
    expect(message.bodyHtml).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;Eve');
    expect(message.bodyText).toContain('<img src=x onerror="window.__pwned=1">Eve');
  }
  expect(visitorEmail(visit).bodyHtml).toContain('Acme &amp; Sons');
});
