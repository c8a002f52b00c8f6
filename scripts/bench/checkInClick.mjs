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
      /**
       * When `holds()` is first true: now, or at the change of the page that makes it so. Watched with a
       * MutationObserver, not by asking for frame after frame: polling with requestAnimationFrame made
       * every desk of the eight-desk run draw frames for as long as it waited, which loaded the machine
       * the run measures (a new screen, or the address with it, always comes with a change of the page).
       */
      const whenHolds = (holds, failure) =>
        new Promise((resolve, reject) => {
          if (holds()) return resolve(performance.now());
          const observer = new MutationObserver(() => {
            if (!holds()) return;
            stop();
            resolve(performance.now());
          });
          const timer = setTimeout(() => {
            stop();
            reject(new Error(failure));
          }, timeout);
          const stop = () => {
            observer.disconnect();
            clearTimeout(timer);
          };
          observer.observe(document, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
        });
      const find = () =>
        [...document.querySelectorAll('button')].find((each) => each.textContent === text && !each.disabled);
      // As a person would, and Playwright does: clicked once it is there and enabled.
      await whenHolds(() => find() !== undefined, `No enabled ${text} button`);
      const start = performance.now();
      find()?.click();
      const shown = await whenHolds(
        () => location.pathname === until && (!selector || document.querySelector(selector) !== null),
        `${text} never reached ${until}`,
      );
      return shown - start;
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
