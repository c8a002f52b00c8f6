import { publicSite } from '../../test/fixtures';
import { describe, expect, it } from 'vitest';
import { SPEC_VISITOR_TYPES } from '../../backend/visitorTypes';
import { typeFromTemplate, VISITOR_TYPE_TEMPLATES } from '../../backend/visitorTypeTemplates';
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

describe('the arrival form for a type that needs no host', () => {
  const template = VISITOR_TYPE_TEMPLATES.find((each) => each.name === 'Delivery');
  if (!template) throw new Error('no Delivery template');
  const delivery = { ...typeFromTemplate(template, 3), questions: [] };
  const site = { ...SITE, visitorTypes: [...SPEC_VISITOR_TYPES, delivery] };

  it('takes a delivery left at no host, or with a host of the chosen company', () => {
    expect(delivery.hostRequired).toBe(false);
    expect(arrivalProblem(typed({ visitTypeId: delivery.id, hostId: '' }), site)).toBeNull();
    expect(arrivalProblem(typed({ visitTypeId: delivery.id }), site)).toBeNull();
  });

  it('still asks for the company, and a host of it when one is chosen', () => {
    expect(arrivalProblem(typed({ visitTypeId: delivery.id, hostId: '', companyName: '' }), site)).toBe(
      'Please choose the company you are visiting.',
    );
    expect(arrivalProblem(typed({ visitTypeId: delivery.id, hostId: 'h2' }), site)).toBe(
      'Please choose whom you are meeting.',
    );
    expect(arrivalProblem(typed({ hostId: '' }), site)).toBe('Please choose whom you are meeting.');
  });
});
