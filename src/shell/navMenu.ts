import { createContext } from 'react';

/** Closes the navigation's menu (on a phone) once a link in it is chosen. */
export const CloseNavMenu = createContext<() => void>(() => undefined);
