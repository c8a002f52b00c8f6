// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { changesOnDevice, forgetChangesOnDevice, keepChangeOnDevice } from './changesOnDevice';

afterEach(() => localStorage.clear());

describe('changesOnDevice', () => {
  it('keeps each change saved here until it is forgotten, across companies', () => {
    keepChangeOnDevice({ id: 'a', company: 'acme', at: 1 });
    keepChangeOnDevice({ id: 'b', company: 'beta', at: 2 });
    keepChangeOnDevice({ id: 'c', company: 'acme', at: 3 });
    expect(changesOnDevice().map((change) => change.id)).toEqual(['a', 'b', 'c']);

    forgetChangesOnDevice((change) => change.company === 'acme' && change.at < 3);
    expect(changesOnDevice().map((change) => change.id)).toEqual(['b', 'c']);
    forgetChangesOnDevice(() => true);
    expect(changesOnDevice()).toEqual([]);
    expect(localStorage.getItem('frontdesk.changesOnDevice')).toBeNull();
  });

  it('reads a damaged or foreign entry as nothing waiting, not as an error', () => {
    localStorage.setItem('frontdesk.changesOnDevice', '{not json');
    expect(changesOnDevice()).toEqual([]);
    localStorage.setItem(
      'frontdesk.changesOnDevice',
      JSON.stringify([{ id: 'a' }, { id: 'b', company: 'x', at: 1 }]),
    );
    expect(changesOnDevice()).toEqual([{ id: 'b', company: 'x', at: 1 }]);
  });

  it('keeps what a change sets for the server to be checked by, and drops an entry whose check is damaged', () => {
    const sets = { path: 'companies/x/visitDetails/v1', field: ['checkedOut'], is: 'true' as const };
    keepChangeOnDevice({ id: 'out', company: 'x', at: 1, what: 'The checkout of Ada', sets });
    expect(changesOnDevice()).toEqual([
      { id: 'out', company: 'x', at: 1, what: 'The checkout of Ada', sets },
    ]);
    localStorage.setItem(
      'frontdesk.changesOnDevice',
      JSON.stringify([
        { id: 'a', company: 'x', at: 1, sets: { ...sets, is: 'maybe' } },
        { id: 'b', company: 'x', at: 1, sets: { ...sets, field: 'checkedOut' } },
        { id: 'c', company: 'x', at: 1, sets: { ...sets, is: 'null' } },
      ]),
    );
    expect(changesOnDevice().map((change) => change.id)).toEqual(['c']);
  });
});
