export { AccessDenied, type AccessDeniedProps, accessDeniedVariants } from './shell/access-denied';
export {
  AppLayout,
  type AppLayoutLabels,
  type AppLayoutProps,
  defaultAppLayoutLabels,
  MAIN_CONTENT_ID,
} from './shell/app-layout';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './shell/breadcrumbs';
export { Header, HeaderName, type HeaderProps, headerVariants } from './shell/header';
export {
  type LanguageOption,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './shell/language-switcher';
export type { RenderLink, ShellLinkProps } from './shell/link';
export { PageSpinner, type PageSpinnerProps, pageSpinnerVariants } from './shell/page-spinner';
export {
  defaultSidebarLabels,
  isSidebarItemActive,
  SIDEBAR_NAVIGATION_ID,
  SIDEBAR_OVERLAY_QUERY,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  Sidebar,
  type SidebarItem,
  type SidebarLabels,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
  type SidebarState,
  type SidebarUser,
  sidebarOffset,
  sidebarVariants,
  sidebarWidth,
  useSidebar,
  useSidebarOffset,
} from './shell/sidebar';
export {
  defaultThemeSwitcherLabels,
  type ThemePreference,
  ThemeSwitcher,
  type ThemeSwitcherLabels,
  type ThemeSwitcherProps,
} from './shell/theme-switcher';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_ERROR_DURATION,
  TOAST_LIMIT,
  TOAST_LOADING_DURATION,
  TOAST_SUCCESS_DURATION,
  Toaster,
  type ToasterProps,
  type ToastId,
  type ToastOptions,
  type ToastPromiseMessages,
  toast,
} from './shell/toaster';
