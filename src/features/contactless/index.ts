/** Contactless check-in: the desk's code, the arrivals queue, kiosk mode and the visitor's phone page. */
export { ArrivingList } from './ArrivingList';
export { ArrivalPage } from './ArrivalPage';
