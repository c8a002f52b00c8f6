import type { ComponentType } from 'react';
import type { Permission } from '../backend/permissions';

/** A screen's code, loaded when it is first shown, so the landing page stays small. */
export type ScreenLoader = () => Promise<ComponentType>;

/** One route of a feature: the shell's route table (shell/routes.tsx) is every feature's list. */
export type AppRoute = {
  path: string;
  /** Sends a logged-out user to /login. */
  protected: boolean;
  /** What the signed-in person's role must allow (permissions.ts); any role when none is named. */
  permission?: Permission;
} & ({ load: ScreenLoader } | { component: ComponentType });

/** A loader for the component a module exports under `name`: `screen(() => import('./Page'), 'Page')`. */
export const screen =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ScreenLoader =>
  async () =>
    (await load())[name];
