/** The visitor register: first-time registration with a photo, and the returning visitor's lookup. */
export { selectCurrentVisitor, visitorChosen } from './visitorsSlice';
export { useFindVisitorQuery } from './visitorsApi';
export { WHO_IS_VISITING_ID, WhoIsVisiting } from './WhoIsVisiting';
