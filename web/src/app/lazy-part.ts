import { type LazyExoticComponent, lazy } from "react";

type Module<T> = { default: T };
/** Any component React.lazy takes (its own bound, ComponentType<any>). */
type Component = Parameters<typeof lazy>[0] extends () => Promise<Module<infer C>> ? C : never;

/** A lazy part of the app (a page, the layout…) that can be asked to load before it renders. */
export type LazyPart<T extends Component> = LazyExoticComponent<T> & {
  preload: () => Promise<Module<T>>;
};

/**
 * React.lazy with a preload(): once the part's chunk has loaded, the part renders in the render
 * that first shows it, with no fallback in between and no second render. preloadRoute (routes.tsx)
 * starts the chunks of the page being opened as the app starts, alongside the session check,
 * so the layout and the page render together once the session is known.
 */
export function lazyPart<T extends Component>(load: () => Promise<Module<T>>): LazyPart<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Tried again the next time (a chunk of an old build, a dropped connection).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // A thenable already settled: React.lazy takes its value at once instead of suspending.
  const settled = (module: Module<T>) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that settles at once is the point (React.lazy reads it in the same render).
    ({ then: (resolve: (value: Module<T>) => void) => resolve(module) }) as Promise<Module<T>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
