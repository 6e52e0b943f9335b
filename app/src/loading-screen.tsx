import { PageSpinner } from '@console/ui';
import i18next from 'i18next';

/** The specification's text, shown before the `shell` translations have arrived. */
const LOADING_APPLICATION = 'Loading application...';

/**
 * Shown while the app's first chunks load (and authentication with them). It cannot wait for
 * translations itself (a fallback must not suspend), so before `shell` arrives it shows the
 * specification's English text. The text is visible, which also makes the first paint contentful.
 */
export function LoadingScreen() {
  const label = i18next.hasLoadedNamespace('shell')
    ? i18next.t('shell:layout.loading')
    : LOADING_APPLICATION;
  return <PageSpinner size="screen" label={label} showLabel />;
}
