/** A mobile number as people type it: digits, spaces and dashes, an optional leading +. */
export const MOBILE_NUMBER = /^\+?[0-9 -]{7,20}$/;
