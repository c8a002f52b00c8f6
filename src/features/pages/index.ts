/**
 * The public About and Contact pages, and the page for an unknown address.
 * Other features use none of it: its screens reach the app through routes.ts.
 */
export {};
