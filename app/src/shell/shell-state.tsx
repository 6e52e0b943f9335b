import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ShellState {
  sidebarCollapsed: boolean;
  setSidebarCollapsed(collapsed: boolean): void;
}

const ShellStateContext = createContext<ShellState | null>(null);

/**
 * The sidebar's collapsed state, held above the router: the shell's layout and the app-wide
 * toaster (which outlives the shell, e.g. for the session-expired toast on /login) both read it.
 */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const value = useMemo(() => ({ sidebarCollapsed, setSidebarCollapsed }), [sidebarCollapsed]);
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState needs a <ShellStateProvider> above');
  return state;
}
