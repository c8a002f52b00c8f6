import { describe, expect, it } from 'vitest';
import { countOf, progressText } from './countText';

describe('counts in words', () => {
  it('writes counts with thousands separators, one or many', () => {
    expect(countOf(1, ['visit', 'visits'])).toBe('1 visit');
    expect(countOf(4200, ['visit', 'visits'])).toBe('4,200 visits');
  });

  it('tells progress against the plan, never of fewer than done', () => {
    expect(progressText('Checked out', 200, 1340, ['visit', 'visits'])).toBe(
      'Checked out 200 of 1,340 visits…',
    );
    expect(progressText('Checked out', 0, 1, ['person', 'people'])).toBe('Checked out 0 of 1 person…');
    expect(progressText('Checked out', 3, 2, ['visit', 'visits'])).toBe('Checked out 3 of 3 visits…');
  });
});
