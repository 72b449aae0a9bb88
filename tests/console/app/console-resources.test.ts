import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RESOURCES, RESOURCE_DEFINITIONS } from '../../../src/app/console-resources';
import { RESOURCES } from '../../../src/app/resource-list';

describe('the resources’ definitions the layout and its pages read from the start', () => {
  it('are what react-admin registers for each resource of the resource list once it has mounted, in its order', () => {
    expect(Object.keys(RESOURCE_DEFINITIONS)).toEqual(RESOURCES.map((resource) => resource.name));
    for (const resource of CONSOLE_RESOURCES) {
      expect(RESOURCE_DEFINITIONS[resource.name]).toEqual(Resource.registerResource(resource));
    }
  });

  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('offer %s the pages its module declares, and no other', (name, resource) => {
    expect(RESOURCE_DEFINITIONS[name]).toMatchObject({
      hasList: Boolean(resource.views.list),
      hasShow: Boolean(resource.views.show),
      hasEdit: Boolean(resource.views.edit),
      hasCreate: Boolean(resource.views.create),
    });
  });

  it('keep the audit log read-only: listed and shown, never edited or created', () => {
    expect(RESOURCE_DEFINITIONS['logs']).toMatchObject({ hasList: true, hasShow: true, hasEdit: false, hasCreate: false });
  });
});
