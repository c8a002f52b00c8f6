import type { Page } from '@playwright/test';

/** On visit details: Check In clicked and timed in the page until the success page shows the visit ID. */
export function timeCheckInClick(page: Page, timeoutMs: number): Promise<number>;
