/** The audit log: who changed what, and when. Other features use none of it: its screen is in routes.ts. */
export {};
