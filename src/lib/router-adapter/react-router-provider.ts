import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterProvider, RouterNavigateFunction, RouterWrapperProps } from 'ra-core';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/**
 * ra-core's react-router adapter (`ra-core/dist/routing/adapters/reactRouterProvider.js`, 5.15),
 * put in its place by the build (vite.config.ts, `raRouterAdapter`) with one thing left out: the
 * hash data router it makes when the admin is not inside a router. The console always renders it
 * inside its own `BrowserRouter`, so that router never ran, but its code (createHashRouter and
 * react-router's data router, 17.7 KB gzipped) was in the first screen's download. Everything else
 * is ra-core's, line for line; tests/tooling/router-adapter.test.ts holds the two to the same members.
 */

/** In react-router, blocking needs a data router. */
const useCanBlock = (): boolean => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouterContext && dataRouterStateContext);
};

/** react-router's `useNavigate`, as a stable function: it would render again on every navigation. */
const useNavigate = (): RouterNavigateFunction => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate as RouterNavigateFunction);
  useEffect(() => {
    navigateRef.current = navigate as RouterNavigateFunction;
  }, [navigate]);
  return useCallback((...args: Parameters<RouterNavigateFunction>) => navigateRef.current(...args), []) as RouterNavigateFunction;
};

/** The admin inside the console's router, as it always is; outside one it says so rather than make a router of its own. */
const RouterWrapper = ({ children }: RouterWrapperProps) => {
  if (!useInRouterContext()) throw new Error('The admin application renders inside the console’s BrowserRouter (src/app/App.tsx)');
  return createElement(Fragment, null, children);
};

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  // react-router types a route as an index route or a path route; ra-core's props are both in one.
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
