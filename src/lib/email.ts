/** Emails are matched trimmed and case-insensitively. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** One address, no lists: what a mail rule accepts as a recipient. */
export const SINGLE_EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
