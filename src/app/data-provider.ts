import { combineDataProviders, HttpError, type DataProvider } from 'react-admin';
import { RESOURCES } from './resource-list';

/** Every resource's data provider behind one: react-admin's calls (and a resource's own) go to the resource's own. */
export type ConsoleDataProvider = DataProvider;

const noProvider = (resource: string) => Promise.reject(new HttpError(`No data provider for resource "${resource}"`, 404));

/** Answers every call with the refusal: a resource no module names. */
const MISSING: DataProvider = new Proxy({} as DataProvider, { get: () => noProvider });

export function createDataProvider(): ConsoleDataProvider {
  const byResource = new Map(RESOURCES.map((resource) => [resource.name, resource.createDataProvider()]));
  return combineDataProviders((resource) => byResource.get(resource) ?? MISSING);
}
