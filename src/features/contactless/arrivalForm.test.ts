import { publicSite } from '../../test/fixtures';
import { describe, expect, it } from 'vitest';
import { arrivalProblem, type ArrivalFields } from './arrivalForm';

const SITE = publicSite({
  companies: ['Acme Corporation', 'Globex Corporation'],
  hosts: [
    { id: 'h1', name: 'Priya Sharma', companyName: 'Acme Corporation' },
    { id: 'h2', name: 'Anita Desai', companyName: 'Globex Corporation' },
  ],
});

const typed = (changes: Partial<ArrivalFields> = {}): ArrivalFields => ({
  visitorName: 'Zoya',
  visitorEmail: 'zoya@visitors.example',
  visitorMobile: '+91 98765 43210',
  visitTypeId: 'meeting',
  companyName: 'Acme Corporation',
  hostId: 'h1',
  consent: true,
  ...changes,
});

describe('the arrival form', () => {
  it('takes a complete arrival', () => {
    expect(arrivalProblem(typed(), SITE)).toBeNull();
  });

  it.each([
    [{ visitorName: '  ' }, 'Please enter your name.'],
    [{ visitorEmail: 'zoya@' }, 'Please enter your email address, such as name@example.com.'],
    [
      { visitorEmail: 'a@b.example, c@d.example' },
      'Please enter your email address, such as name@example.com.',
    ],
    [{ visitorMobile: '12' }, 'Please enter your mobile number.'],
    [{ visitTypeId: '' }, 'Please choose the type of visit.'],
    // A type the code does not offer (retired since the page opened, or made up).
    [{ visitTypeId: 'contractor' }, 'Please choose the type of visit.'],
    [{ companyName: 'Initech' }, 'Please choose the company you are visiting.'],
    // A host of another company, left chosen after the company changed.
    [{ hostId: 'h2' }, 'Please choose whom you are meeting.'],
    [{ hostId: '' }, 'Please choose whom you are meeting.'],
    [{ consent: false }, 'Please accept the privacy notice to check in.'],
  ] as const)('refuses %o: %s', (changes, problem) => {
    expect(arrivalProblem(typed(changes), SITE)).toBe(problem);
  });
});
