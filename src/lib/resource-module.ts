import type { ComponentType, ReactNode } from 'react';
import type { DataProvider, RaRecord } from 'react-admin';
import type { FirstListPage } from './list-page-path';

/** A page of a resource, its code loaded on first visit or asked for ahead (`preload`). */
export type ResourceView = ComponentType & { preload: () => Promise<void> };

export type ResourceViewName = 'list' | 'show' | 'edit' | 'create';

/**
 * Who is offered the resource: `admin`, administrators alone (nobody else sees its menu entry,
 * and its pages show anyone else the 403 page); `tenant`, everyone signed in, inside their tenant.
 */
export type ResourceAudience = 'admin' | 'tenant';

/**
 * Everything the console knows of one resource, in its own folder: the application derives its
 * routes, menu entry, data provider, first-screen requests and code preloads from it.
 */
export interface ResourceModule {
  /** react-admin's name, which is also its address (`/tenants`) and its messages' key (`resources.tenants`). */
  name: string;
  /** Its pages, loaded lazily; `/name`, `/name/create`, `/name/:id/show` and `/name/:id`. */
  views: Partial<Record<ResourceViewName, ResourceView>>;
  audience: ResourceAudience;
  /**
   * Whose menu shows it inside the tenant, when not everyone's: `managers`, its owners and the
   * administrators (the guard keeps everyone else off its pages).
   */
  offeredTo?: 'managers';
  /**
   * Who may see which page, beyond the audience: wraps every page and decides before the page's
   * code is asked for.
   */
  guard?: ComponentType<{ view: ResourceViewName; children: ReactNode }>;
  /** The menu entry's icon (its label is `resources.<name>.name`). */
  icon: ComponentType;
  /** How a record is named in titles and references (a method, so each resource names its own record type). */
  recordRepresentation(record: RaRecord): string;
  /** Answers react-admin's calls for this resource (and any call of its own, resource first). */
  createDataProvider: () => DataProvider;
  /**
   * The list's first page, asked for as the console boots on `/name` (its folder's
   * `first-list-page.ts`). Without it, the list asks for its page once its own code has loaded.
   */
  firstListPage?: FirstListPage;
}
