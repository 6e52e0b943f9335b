import type { i18n as I18n, TFunction } from 'i18next';
import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** Resolves once i18next has started and holds the namespace (or gave up loading it). */
function namespaceLoaded(i18n: I18n, namespace: string): Promise<void> {
  return new Promise((resolve) => {
    const load = () => {
      i18n.off('initialized', load);
      void i18n.loadNamespaces(namespace).then(() => resolve());
    };
    if (i18n.isInitialized) load();
    else i18n.on('initialized', load);
  });
}

/**
 * `useTranslation(namespace)`'s `t` and language for the bare sign-in screen, without react-i18next's hook (~2 KB
 * gzip that /login would wait for): the instance of the nearest `I18nextProvider` (else the one
 * `initReactI18next` registered), suspending until the namespace has loaded, and rendering again
 * in the new language when it changes. The routed console keeps `useTranslation`.
 */
export function useNamespaceT<N extends string>(
  namespace: N,
): { t: TFunction<N>; language: string } {
  const i18n = use(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  if (!i18n.hasLoadedNamespace(namespace)) throw namespaceLoaded(i18n, namespace);
  return { t, language };
}
