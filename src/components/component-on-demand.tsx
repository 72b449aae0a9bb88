import { forwardRef, useEffect, useState, type ComponentType, type ForwardRefExoticComponent, type PropsWithoutRef, type Ref, type RefAttributes } from 'react';

type Loaded<P> = ComponentType<P & { ref?: Ref<HTMLDivElement> }>;

export interface ComponentOnDemand<P> {
  /** Draws nothing until `isWanted` first holds, then the component, once its code has loaded. */
  OnDemand: ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<HTMLDivElement>>;
  /** Fetches the component's code ahead (a pointer coming near its button); once only. */
  load: () => Promise<Loaded<P>>;
}

/**
 * A component whose code loads the first time it is wanted (a menu or a tooltip opening), drawn
 * with the same props and ref once it has: what a screen may show later stays out of its first download.
 */
export function componentOnDemand<P extends object>(importer: () => Promise<Loaded<P>>, isWanted: (props: P) => boolean): ComponentOnDemand<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const load = () => {
    loading ??= importer().then((component) => (loaded = component));
    return loading;
  };
  const OnDemand = forwardRef<HTMLDivElement, P>(function OnDemand(props, ref) {
    const [Real, setReal] = useState<Loaded<P> | undefined>(() => loaded);
    const wanted = isWanted(props as P);
    useEffect(() => {
      if (!wanted || Real) return undefined;
      let current = true;
      void load().then((component) => {
        if (current) setReal(() => component);
      });
      return () => {
        current = false;
      };
    }, [wanted, Real]);
    return Real ? <Real ref={ref} {...(props as P)} /> : null;
  });
  return { OnDemand, load };
}
