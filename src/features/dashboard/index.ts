/**
 * The admin dashboard: every visit, searchable, a page at a time; the on-site list; the CSV export.
 * Other features use none of it: its screens reach the app through routes.ts.
 */
export {};
