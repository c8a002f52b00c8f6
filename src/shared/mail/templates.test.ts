// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { visitRecord } from '../../test/fixtures';
import { decode } from 'fast-png';
import jsQR from 'jsqr';
import { parseScannedCode } from '../../lib/passCode';
import { invitationMail, render, visitMail, watchlistAlertMail } from './templates';
import { inviteInput } from '../../backend/inviteInput';
import TEMPLATES from './templates.json';

const SITE = { timeZone: 'UTC', company: 'company-1' };

/** The text of a base64 PNG's QR code. */
function qrText(base64: string): string | undefined {
  const image = decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  image.data.forEach((value, index) => rgba.set([value, value, value, 255], index * 4));
  return jsQR(rgba, image.width, image.height)?.data;
}

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
  const { to, template } = visitMail(visit, 'visitor', { timeZone: 'Asia/Kolkata', company: 'company-1' });
  const mail = render(template, to);
  expect(mail.to).toBe('eve@example.com');
  expect(mail.subject).toBe('Visit ID for your latest Visit');
  expect(mail.html).toContain('<strong>482913</strong>');
  expect(mail.text).toContain('482913');
  expect(mail.text).toContain('11/22/2026, 3:00:00 PM');
});

it('tells the host who is here, at the host’s own address, under the spec subject', () => {
  const { to, template } = visitMail(visit, 'host', SITE);
  const mail = render(template, to);
  expect(mail.to).toBe('priya@example.com');
  expect(mail.subject).toBe('<img src=x onerror="window.__pwned=1">Eve is here to meet you..!!');
  expect(mail.text).toContain('Interview');
  expect(template.data).not.toHaveProperty('imageUrl');
});

it('escapes every value in the HTML body, and only there', () => {
  for (const kind of ['visitor', 'host'] as const) {
    const { to, template } = visitMail(visit, kind, SITE);
    const mail = render(template, to);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;Eve');
    expect(mail.text).toContain('<img src=x onerror="window.__pwned=1">Eve');
  }
  const { to, template } = visitMail(visit, 'visitor', SITE);
  expect(render(template, to).html).toContain('Acme &amp; Sons');
});

it('gives the visitor the pass as a QR of the company and the pass code, never personal data', () => {
  const { template } = visitMail(visit, 'visitor', SITE);
  const qr = template.data.qr ?? '';
  expect(qr.length).toBeLessThan(4000);
  const text = qrText(qr) ?? '';
  expect(parseScannedCode(text)).toEqual({ kind: 'pass', company: 'company-1', code: visit.passCode });
  expect(text).not.toContain(visit.visitorEmail);
  expect(visitMail(visit, 'host', SITE).template.data).not.toHaveProperty('qr');
  expect(visitMail({ ...visit, passCode: '' }, 'visitor', SITE).template.data.qr).toBe('');
});

it('shows the QR by cid where the transport attaches it, and only the visit ID where it cannot', () => {
  const { to, template } = visitMail(visit, 'visitor', SITE);
  const attached = render(template, to);
  expect(attached.html).toContain('<img src="cid:visit-pass"');
  const plain = render(template, to, { attachments: false });
  expect(plain.html).not.toContain('cid:');
  expect(plain.html).not.toContain(template.data.qr);
  expect(plain.text).toContain('482913');
  expect(plain.html).toContain('482913');
});

it('attaches the QR from the data only: never a path or an address the sender would fetch', () => {
  expect(TEMPLATES.visitId.attachments).toEqual([
    { filename: 'visit-pass.png', content: '{{{qr}}}', encoding: 'base64', cid: 'visit-pass' },
  ]);
  for (const attachment of Object.values(TEMPLATES).flatMap((source) =>
    'attachments' in source ? source.attachments : [],
  )) {
    expect(Object.keys(attachment).sort()).toEqual(['cid', 'content', 'encoding', 'filename']);
  }
});

it('alerts the company’s own account of a watchlist hold, the decision and note, escaped in HTML', () => {
  const { to, template } = watchlistAlertMail(
    {
      id: 'hold-1',
      entryId: 'entry-1',
      reason: 'Trespass <b>twice</b>',
      visitorName: visit.visitorName,
      visitorEmail: 'eve@example.com',
      decision: 'turned-away',
      note: '',
      decidedBy: 'desk@acme.example',
      at: Date.UTC(2026, 10, 22, 9, 30),
      visitDocId: '',
    },
    'owner@acme.example',
    SITE,
  );
  const mail = render(template, to);
  expect(mail.to).toBe('owner@acme.example');
  expect(mail.subject).toBe(`Watchlist: ${visit.visitorName} was held at the front desk`);
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).toContain('Trespass &lt;b&gt;twice&lt;/b&gt;');
  expect(mail.text).toContain('Decision: turned away by desk@acme.example.');
  expect(mail.text).toContain('11/22/2026, 9:30:00 AM');
  expect(mail.text).not.toContain('Note:');
});

it('sends the visitor’s mails in the language the visit or invitation names, its dates in that language', () => {
  const spanish = visitMail({ ...visit, visitorLanguage: 'es' }, 'visitor', SITE);
  expect(spanish.template.name).toBe('visitId_es');
  const mail = render(spanish.template, spanish.to);
  expect(mail.subject).toBe(TEMPLATES.visitId_es.subject);
  expect(mail.text).toContain('482913');
  expect(spanish.template.data.checkinTime).toBe(
    new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      visit.checkin_timestamp,
    ),
  );
  // A language the visitor screens do not speak is English, as is none; the host's mail is always English.
  expect(visitMail({ ...visit, visitorLanguage: 'tlh' }, 'visitor', SITE).template.name).toBe('visitId');
  expect(visitMail({ ...visit, visitorLanguage: 'es' }, 'host', SITE).template.name).toBe('hostArrival');
});

it('sends an invitation in the language the host chose on the invite form, its date and time in it', () => {
  const expectedAt = Date.UTC(2026, 11, 3, 14, 0);
  const invite = {
    ...inviteInput(
      {
        code: 'inv-code-1',
        visitorName: 'Amira Haddad',
        visitorEmail: 'amira@visitors.example',
        visitorMobile: '9876543210',
        visitType: 'Meeting',
        visitTypeId: 'meeting',
        visitorLanguage: 'ar',
        companyName: 'Acme & Sons',
        expectedAt,
      },
      { id: 'h1', name: 'Priya Sharma', email: 'priya@example.com' },
      'Asia/Kolkata',
    ),
    state: 'invited' as const,
    visitDocId: '',
    createdAt: expectedAt - 86_400_000,
  };
  const { to, template } = invitationMail(invite, { timeZone: 'Asia/Kolkata', company: 'company-1' });
  expect(to).toBe('amira@visitors.example');
  expect(template.name).toBe('invitation_ar');
  const when = new Intl.DateTimeFormat('ar', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(expectedAt);
  expect(template.data.when).toBe(when);
  const mail = render(template, to);
  expect(mail.subject).toBe(TEMPLATES.invitation_ar.subject.replace('{{{companyName}}}', 'Acme & Sons'));
  expect(mail.text).toContain(when);
  expect(mail.text).toContain('Amira Haddad');
  expect(mail.html).toContain('Acme &amp; Sons');
  // Without a language the invitation is the spec-era English one, in en-US.
  const english = invitationMail({ ...invite, visitorLanguage: undefined }, SITE);
  expect(english.template.name).toBe('invitation');
  expect(render(english.template, to).subject).toBe('You are invited to Acme & Sons');
});

it('has each visitor mail in every language with the English one’s values, attachments and subject kept for English', () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\{?(\w+)\}?\}\}/g)].map((match) => match[0]).sort();
  for (const base of ['visitId', 'invitation'] as const) {
    const english = TEMPLATES[base];
    for (const language of ['es', 'fr', 'de', 'hi', 'ar'] as const) {
      const translated = TEMPLATES[`${base}_${language}`];
      for (const part of ['subject', 'html', 'text'] as const)
        expect(placeholders(translated[part]), `${base}_${language} ${part}`).toEqual(
          placeholders(english[part]),
        );
      expect(translated.attachments).toEqual(english.attachments);
      expect(translated.subject).not.toBe(english.subject);
    }
  }
  expect(TEMPLATES.invitation.subject).toBe('You are invited to {{{companyName}}}');
});
