import type { Page } from '@playwright/test';

/** A button clicked and timed in the page until the address is `path` and `ready` is on the page. */
export function timeClickInPage(
  page: Page,
  step: { button: string; path: string; ready?: string; timeoutMs: number },
): Promise<number>;

/** On visit details: Check In clicked and timed in the page until the success page shows the visit ID. */
export function timeCheckInClick(page: Page, timeoutMs: number): Promise<number>;
