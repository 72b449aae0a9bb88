import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface ShellSwitch {
  /** Shows whichever application owns the address now in the bar. */
  followAddress: () => void;
  /** Starts loading the admin application (a sign-in is on its way). */
  preloadAdmin: () => void;
}

const ShellSwitchContext = createContext<ShellSwitch | null>(null);

export function ShellSwitchProvider({ value, children }: { value: ShellSwitch; children: ReactNode }) {
  return <ShellSwitchContext.Provider value={value}>{children}</ShellSwitchContext.Provider>;
}

/** Starts loading the admin application; nothing when rendered outside the console's shell (a test of one page). */
export function usePreloadAdmin(): () => void {
  const shell = useContext(ShellSwitchContext);
  return shell?.preloadAdmin ?? noop;
}

function noop(): void {}

/**
 * Rendered at an address the current application does not own (the public shell at `/tenants`, the
 * admin application at `/sign-in`): hands the page over to the application that does.
 */
export function HandOver() {
  const shell = useContext(ShellSwitchContext);
  useEffect(() => shell?.followAddress(), [shell]);
  return null;
}
