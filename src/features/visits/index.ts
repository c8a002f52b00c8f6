/**
 * The desk's check-in and check-out: the main page, visit details, the success page, checkout.
 * Other features use none of it: its screens reach the app through routes.ts.
 */
export {};
