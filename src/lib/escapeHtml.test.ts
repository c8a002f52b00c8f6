import { expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

it('escapes every character that could open markup or break an attribute', () => {
  expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
  );
  expect(escapeHtml('Asha Rao')).toBe('Asha Rao');
});
