import { useApiClient } from '@console/admin-core/react';
import { type ProfileUpdate, settingsRoutes } from '@console/contract';
import { useMemo } from 'react';

export const profileQueryKey = ['settings', 'profile'] as const;

/** The own-profile endpoints, bound to the signed-in client. */
export function useSettingsApi() {
  const client = useApiClient();
  return useMemo(
    () => ({
      getProfile: (signal?: AbortSignal) => client.call(settingsRoutes.getProfile, { signal }),
      updateProfile: (body: ProfileUpdate) => client.call(settingsRoutes.updateProfile, { body }),
    }),
    [client],
  );
}
