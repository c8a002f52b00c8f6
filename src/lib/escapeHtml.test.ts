import { expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

it('escapes every character that could open markup or break an attribute', () => {
  expect(escapeHtml(`<img src=x onerror="window.__pwned='x'">&`)).toBe(
    '&lt;img src=x onerror=&quot;window.__pwned=&#39;x&#39;&quot;&gt;&amp;',
  );
  expect(escapeHtml('Asha Rao')).toBe('Asha Rao');
});
