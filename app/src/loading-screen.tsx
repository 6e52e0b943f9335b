import { PageSpinner } from '@console/ui';
import i18next from 'i18next';

/**
 * Shown while a route's first chunk loads. It cannot wait for translations itself (a fallback must
 * not suspend), so before `common` arrives the spinner keeps its built-in label.
 */
export function LoadingScreen() {
  const label = i18next.hasLoadedNamespace('common')
    ? i18next.t('common:states.loading')
    : undefined;
  return <PageSpinner size="screen" label={label} />;
}
