// Search keystrokes on the dashboard, timed in the page from the input event until the table a user
// sees answers the typed text, then one more frame (painted). No test attributes: the table captioned
// "Admin Panel" answers `typed` when every body row has it (case-insensitive) in its visitor-name cell
// (the row header) or its Company cell, or when the page says `No visits match “typed”.`; the empty
// query is answered when the first page is back.

/** Runs in the page. */
async function typeAndTime({ text, timeoutMs }) {
  const table = () =>
    [...document.querySelectorAll('table')].find(
      (each) => each.caption?.textContent.trim() === 'Admin Panel',
    );
  const cellText = (cell) => (cell?.textContent ?? '').toLowerCase();
  const bodyRows = () => [...(table()?.tBodies[0]?.rows ?? [])];
  const names = () => bodyRows().map((row) => row.querySelector('th[scope=row]')?.textContent ?? '');
  const companyColumn = () =>
    [...(table()?.tHead?.rows[0]?.cells ?? [])].findIndex((cell) => cell.textContent.trim() === 'Company');
  const firstPage = names().join('\n');
  if (firstPage === '') throw new Error('search timed before the dashboard showed its first page');

  const answers = (typed) => {
    if (typed === '') return names().join('\n') === firstPage;
    if (document.body.textContent.includes(`No visits match “${typed}”.`)) return true;
    const rows = bodyRows();
    const needle = typed.toLowerCase();
    const company = companyColumn();
    return (
      rows.length > 0 &&
      company >= 0 &&
      rows.every(
        (row) =>
          cellText(row.querySelector('th[scope=row]')).includes(needle) ||
          cellText(row.cells[company]).includes(needle),
      )
    );
  };
  /** Resolves once `answers(typed)` holds, checking on every change to the page. */
  const answered = (typed) =>
    new Promise((resolve, reject) => {
      if (answers(typed)) return resolve(true);
      const observer = new MutationObserver(() => {
        if (!answers(typed)) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(false);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`the dashboard never answered the search “${typed}” within ${timeoutMs} ms`));
      }, timeoutMs);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  const input = document.querySelector('input[type="search"]');
  if (!input) throw new Error('the dashboard has no search box');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (value) => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const samples = [];
  // Keystrokes the rows already on screen answered (a longer term whose rows all still match).
  let alreadyShown = 0;
  for (let length = 1; length <= text.length; length++) {
    const typed = text.slice(0, length);
    const start = performance.now();
    type(typed);
    if (await answered(typed)) alreadyShown++;
    await frame();
    samples.push(performance.now() - start);
  }
  type('');
  await answered('');
  await frame();
  return { samples, alreadyShown };
}

/** Types `text` one key at a time into the dashboard's search; the dashboard must be open. */
export function timeSearchKeystrokes(page, text, timeoutMs = 120_000) {
  return page.evaluate(typeAndTime, { text, timeoutMs });
}
