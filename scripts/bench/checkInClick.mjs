// A desk's step timed inside the page: shared by `npm run bench` and the load runs (bench:offline,
// bench:desks).

/**
 * Clicks the button whose text is `button` and times, with performance.now() in the page (Playwright's
 * own round trips and polling left out), until the address is `path` and `ready` (a selector) is on the
 * page: the step as the operator sees it, from the click to the next screen. Rejects after `timeoutMs`.
 */
export function timeClickInPage(page, { button, path, ready, timeoutMs }) {
  return page.evaluate(
    async ({ text, until, selector, timeout }) => {
      // The next frame, or a moment where the page draws none (hidden, or nothing changed).
      const aMoment = () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 50);
        });
      const find = () =>
        [...document.querySelectorAll('button')].find((each) => each.textContent === text && !each.disabled);
      const asked = performance.now();
      let target = find();
      // As a person would, and Playwright does: clicked once it is there and enabled.
      for (; !target; target = find()) {
        if (performance.now() - asked > timeout) throw new Error(`No enabled ${text} button`);
        await aMoment();
      }
      const start = performance.now();
      target.click();
      while (location.pathname !== until || (selector && !document.querySelector(selector))) {
        if (performance.now() - start > timeout) throw new Error(`${text} never reached ${until}`);
        await aMoment();
      }
      return performance.now() - start;
    },
    { text: button, until: path, selector: ready ?? null, timeout: timeoutMs },
  );
}

/** On visit details: clicks Check In and times it until the success page shows the visit ID. */
export function timeCheckInClick(page, timeoutMs) {
  return timeClickInPage(page, {
    button: 'Check In',
    path: '/checkin_success',
    ready: '.visit-id-number',
    timeoutMs,
  });
}
