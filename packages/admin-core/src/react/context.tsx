import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { AdminCore } from '../session/admin-core';

const AdminCoreContext = createContext<AdminCore | null>(null);

export interface AdminCoreProviderProps {
  /** Created once per page with `createAdminCore()`. */
  core: AdminCore;
  /**
   * When given, the provider also provides it to TanStack Query and clears its cache when the
   * admin signs out, so no data of one admin survives into the next session.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Starts the core (session restore, preferences, inactivity) and makes it available to hooks. */
export function AdminCoreProvider({ core, queryClient, children }: AdminCoreProviderProps) {
  useEffect(() => core.start(), [core]);

  useEffect(() => {
    if (!queryClient) return;
    let wasAuthenticated = core.auth.getSnapshot().isAuthenticated;
    return core.auth.subscribe(() => {
      const { isAuthenticated } = core.auth.getSnapshot();
      if (wasAuthenticated && !isAuthenticated) queryClient.clear();
      wasAuthenticated = isAuthenticated;
    });
  }, [core, queryClient]);

  const provided = <AdminCoreContext.Provider value={core}>{children}</AdminCoreContext.Provider>;
  return queryClient ? (
    <QueryClientProvider client={queryClient}>{provided}</QueryClientProvider>
  ) : (
    provided
  );
}

/** The specification's name for the same provider. */
export const AuthProvider = AdminCoreProvider;

export function useAdminCore(): AdminCore {
  const core = useContext(AdminCoreContext);
  if (!core) {
    throw new Error(
      'useAdminCore and the other admin-core hooks need an <AdminCoreProvider> above',
    );
  }
  return core;
}
