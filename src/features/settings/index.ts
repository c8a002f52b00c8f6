/**
 * The company's settings: profile, site, directory of companies and hosts, contactless and policies.
 * Other features use none of it: its screens reach the app through routes.ts.
 */
export {};
