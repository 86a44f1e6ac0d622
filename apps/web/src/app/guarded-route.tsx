import type { DisplayState } from '@bet/domain/api/banners';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadAreas } from '../shared/i18n/i18n.ts';
import type { Access } from './access.ts';
import { Guard } from './guard.tsx';
import type { RouteHandle } from './layout/route-info.ts';

export type PageModule = Promise<{ default: ComponentType }>;

/**
 * areas: the catalogue files (locales/<lang>/<area>.json) the page's text comes from.
 * bare: the page shows without the shell's header, menus, slip and footer (full-screen or framed pages).
 * banners: the place whose banner groups the operator shows above the page (spec 002 §2, Banners).
 */
export type RouteEntry = {
  path: string;
  access: Access;
  page: () => PageModule;
  areas: readonly string[];
  bare?: true;
  banners?: DisplayState;
};

// The banners come after the page's own code, and never hold the page back.
const PlaceBanners = lazy(() =>
  Promise.all([import('../features/banners/components/banner-groups.tsx'), loadAreas(['banners'])]).then(
    ([m]) => ({ default: m.BannerGroups }),
  ),
);

/** A page with the operator's banner groups of its place above it, when it has one. */
export function WithBanners({ place, children }: { place: DisplayState | undefined; children?: ReactNode }) {
  return (
    <>
      {place && (
        <Suspense fallback={null}>
          <PlaceBanners displayState={place} />
        </Suspense>
      )}
      {children}
    </>
  );
}

// Each route's loading of its page's code and text, started at most once (see preloadOf).
const preloads = new WeakMap<RouteObject, () => PageModule>();

/** A route of the table: its guard around the page, which shows once its code and text are in. */
export function guarded({ path, access, page, areas, bare, banners }: RouteEntry): RouteObject {
  const handle: RouteHandle = { bare: bare === true };
  let loading: PageModule | undefined;
  const preload = () => {
    loading ??= Promise.all([page(), loadAreas(areas)]).then(([module]) => module);
    return loading;
  };
  const Page = lazy(preload);
  const route: RouteObject = {
    path,
    // Static, so the shell knows its layout before the page's code arrives.
    handle,
    element: (
      <Guard access={access}>
        <WithBanners place={banners}>
          <Page />
        </WithBanners>
      </Guard>
    ),
  };
  preloads.set(route, preload);
  return route;
}

/** Starts a route's page loading ahead of rendering; the page then shows from the same download. */
export function preloadOf(route: RouteObject): (() => PageModule) | undefined {
  return preloads.get(route);
}
