export {
  AdminCoreProvider,
  type AdminCoreProviderProps,
  AuthProvider,
  useAdminCore,
} from './context';
export {
  type UseAuthResult,
  type UseLanguageResult,
  type UseThemeResult,
  useAccessibilityPreferences,
  useApiClient,
  useAuth,
  useConnectivity,
  useInactivity,
  useInactivityEvents,
  useLanguage,
  useRightsCheck,
  useStore,
  useTheme,
} from './hooks';
export { type UsePermissionsResult, useHasPermission, usePermissions } from './permission-hooks';
export { createQueryClient } from './query-client';
