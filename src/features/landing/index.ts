/**
 * The public landing page.
 * Other features use none of it: its screens reach the app through routes.ts.
 */
export {};
