// Check In timed inside the page, shared by `npm run bench` and the offline load run (bench:offline).

/**
 * On visit details: clicks Check In and times, with performance.now() in the page (Playwright's own round
 * trips left out), until the success page shows the visit ID. Rejects after `timeoutMs`.
 */
export function timeCheckInClick(page, timeoutMs) {
  return page.evaluate(async (timeout) => {
    const start = performance.now();
    const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Check In');
    if (!button) throw new Error('No Check In button');
    button.click();
    while (location.pathname !== '/checkin_success' || !document.querySelector('.visit-id-number')) {
      if (performance.now() - start > timeout) throw new Error('Check In never reached the success page');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
  }, timeoutMs);
}
