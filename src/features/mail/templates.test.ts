import { expect, it } from 'vitest';
import { visitRecord } from '../../test/fixtures';
import { render, visitMail } from './templates';

const visit = visitRecord({
  visitType: 'Interview',
  companyName: 'Acme & Sons',
  whomToMeet: 'Priya Sharma',
  whomToMeetEmail: 'priya@example.com',
  visitorEmail: 'eve@example.com',
  visitorName: '<img src=x onerror="window.__pwned=1">Eve',
  checkin_timestamp: Date.UTC(2026, 10, 22, 9, 30),
  visitID: 482913,
});

it('sends the visitor their visit ID under the spec subject, at the site’s time', () => {
  const { to, template } = visitMail(visit, 'visitor', 'Asia/Kolkata');
  const mail = render(template, to);
  expect(mail.to).toBe('eve@example.com');
  expect(mail.subject).toBe('Visit ID for your latest Visit');
  expect(mail.html).toContain('<strong>482913</strong>');
  expect(mail.text).toContain('482913');
  expect(mail.text).toContain('11/22/2026, 3:00:00 PM');
});

it('tells the host who is here, at the host’s own address, under the spec subject', () => {
  const { to, template } = visitMail(visit, 'host', 'UTC');
  const mail = render(template, to);
  expect(mail.to).toBe('priya@example.com');
  expect(mail.subject).toBe('<img src=x onerror="window.__pwned=1">Eve is here to meet you..!!');
  expect(mail.text).toContain('Interview');
  expect(template.data).not.toHaveProperty('imageUrl');
});

it('escapes every value in the HTML body, and only there', () => {
  for (const kind of ['visitor', 'host'] as const) {
    const { to, template } = visitMail(visit, kind, 'UTC');
    const mail = render(template, to);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;Eve');
    expect(mail.text).toContain('<img src=x onerror="window.__pwned=1">Eve');
  }
  const { to, template } = visitMail(visit, 'visitor', 'UTC');
  expect(render(template, to).html).toContain('Acme &amp; Sons');
});
