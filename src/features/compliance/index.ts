/** Watchlist holds, roll calls and unclosed visits: the desk's duties beyond the check-in itself. */
export { WatchlistSettings } from './WatchlistSettings';
export { WatchlistHoldPanel } from './WatchlistHoldPanel';
export { sendHoldAlert } from './holdAlert';
export { unclosedOf } from './closings';
export { RollCallControls } from './RollCallControls';
export { RollCallHistory } from './RollCallHistory';
