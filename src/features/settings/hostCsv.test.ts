import { describe, expect, it } from 'vitest';
import { hostsToCsv, parseHostCsv } from './hostCsv';

const header = 'name,email,phone,company,active';

describe('host CSV', () => {
  it('reads every row, with active defaulting to yes', () => {
    const result = parseHostCsv(
      `${header}\nAsha Rao,asha@acme.example,98765,Acme,\nRavi,ravi@acme.example,,Acme,no\n`,
    );
    expect(result).toEqual({
      rows: [
        { name: 'Asha Rao', email: 'asha@acme.example', phone: '98765', company: 'Acme', active: true },
        { name: 'Ravi', email: 'ravi@acme.example', phone: '', company: 'Acme', active: false },
      ],
    });
  });

  it('names the row of a bad email, counting the header as row 1, and imports nothing', () => {
    const lines = [header];
    for (let index = 2; index <= 9; index++) lines.push(`Host ${index},host${index}@acme.example,,Acme,yes`);
    lines[6] = 'Host 7,not-an-email,,Acme,yes';
    const result = parseHostCsv(lines.join('\n'));
    expect(result).toEqual({ errors: ['Row 7: “not-an-email” is not an email address.'] });
  });

  it('refuses lists of addresses, a missing column, repeated emails and unclear active values', () => {
    expect(parseHostCsv(`${header}\nA,"a@x.example,b@x.example",,Acme,yes`)).toMatchObject({
      errors: [expect.stringMatching(/^Row 2: .* is not an email address\.$/)],
    });
    expect(parseHostCsv('name,email\nA,a@x.example')).toEqual({
      errors: ['The first row must name the columns: missing company.'],
    });
    expect(parseHostCsv(`${header}\nA,a@x.example,,Acme,yes\nB,A@X.example,,Acme,maybe`)).toEqual({
      errors: ['Row 3: active must be yes or no (it is “maybe”); the email is also on row 2.'],
    });
  });

  it('writes the directory in the columns it reads back', () => {
    const csv = hostsToCsv({
      companies: [{ id: 'c1', name: 'Acme', active: true, example: false }],
      hosts: [
        {
          id: 'h1',
          name: '=Boss',
          email: 'boss@acme.example',
          phone: '',
          companyId: 'c1',
          active: false,
          example: false,
        },
      ],
    });
    expect(csv).toBe(`${header}\r\n'=Boss,boss@acme.example,,Acme,no`);
    expect(parseHostCsv(csv)).toEqual({
      rows: [{ name: "'=Boss", email: 'boss@acme.example', phone: '', company: 'Acme', active: false }],
    });
  });
});
