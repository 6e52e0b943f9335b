import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';

export type ComponentModule<P> = { default: ComponentType<P> };

export type PreloadableComponent<
  P extends object,
  M extends ComponentModule<P> = ComponentModule<P>,
> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with it when it is there. */
  preload(): Promise<M>;
  /** The module's component once it has loaded, else undefined. */
  readonly loaded: ComponentType<P> | undefined;
};

/** How each lazy component whose module failed to load forgets that failure. */
const failedLoads = new Set<() => void>();

/**
 * Lets every preloadable component whose module failed to load import it again when it next
 * mounts (an error boundary's Try again): a rendered `React.lazy` keeps its rejection for good.
 * Only on request, not on the failure itself: a render after a failure would otherwise import
 * again at once, fail again while offline, and so on without end.
 */
export function retryFailedLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * `React.lazy` that can be loaded ahead of its first render, and that renders without suspending
 * when it has been. A lazy component always suspends on its first render, even when its module
 * is already there; the fallback then shows for a frame and React holds the content back for up
 * to 300 ms after a fallback appeared (its reveal throttle), which delays the first paint of the
 * page behind it. Each instance keeps the component it first rendered, so a mounted lazy
 * component is never swapped for the loaded one (which would remount it).
 */
export function preloadable<P extends object, M extends ComponentModule<P> = ComponentModule<P>>(
  load: () => Promise<M & ComponentModule<P>>,
): PreloadableComponent<P, M> {
  let loading: Promise<M> | null = null;
  let loaded: ComponentType<P> | undefined;
  let Lazy: LazyExoticComponent<ComponentType<P>> | null = null;
  const forgetFailure = () => {
    Lazy = null;
  };
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next preload asks again (a chunk can fail on a flaky network and load later).
        loading = null;
        failedLoads.add(forgetFailure);
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a component factory like React.lazy, called once per module at load time.
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      if (loaded) return loaded;
      Lazy ??= lazy(preload);
      return Lazy;
    });
    return <Component {...props} />;
  }
  return Object.defineProperties(Preloadable as PreloadableComponent<P, M>, {
    preload: { value: preload },
    loaded: { get: () => loaded },
  });
}
