/** The company's account: sign-in, registration and logout. */
export { logout, selectAuthRequests } from './authSlice';
