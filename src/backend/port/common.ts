/** Shapes every port shares. */

export type Unsubscribe = () => void;

/**
 * A live read: calls `listener` with the current value and again after every change that affects it,
 * in this tab or another (or on another desk, with Firebase); `onError` when the subscription fails.
 */
export type Watch<Value> = (listener: (value: Value) => void, onError: (error: Error) => void) => Unsubscribe;
