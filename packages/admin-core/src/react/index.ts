export {
  AdminCoreProvider,
  type AdminCoreProviderProps,
  AuthProvider,
  useAdminCore,
} from './context';
export {
  type UseAuthResult,
  type UseLanguageResult,
  type UsePermissionsResult,
  type UseThemeResult,
  useAccessibilityPreferences,
  useApiClient,
  useAuth,
  useConnectivity,
  useHasPermission,
  useInactivity,
  useInactivityEvents,
  useLanguage,
  usePermissions,
  useStore,
  useTheme,
} from './hooks';
export { createQueryClient } from './query-client';
