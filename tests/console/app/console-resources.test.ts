import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RESOURCES, RESOURCE_DEFINITIONS } from '../../../src/app/console-resources';

describe('the resources’ definitions the layout and its pages read from the start', () => {
  it('are what react-admin registers for each resource once it has mounted', () => {
    expect(Object.keys(RESOURCE_DEFINITIONS)).toEqual(['tenants', 'users', 'webhooks', 'logs']);
    for (const resource of CONSOLE_RESOURCES) {
      expect(RESOURCE_DEFINITIONS[resource.name]).toEqual(Resource.registerResource(resource));
    }
  });

  it('offer the pages each resource has: tenants and users are shown, edited and created, the audit log only read', () => {
    expect(RESOURCE_DEFINITIONS['tenants']).toMatchObject({ hasList: true, hasShow: true, hasEdit: true, hasCreate: true });
    expect(RESOURCE_DEFINITIONS['users']).toMatchObject({ hasList: true, hasShow: true, hasEdit: true, hasCreate: true });
    expect(RESOURCE_DEFINITIONS['logs']).toMatchObject({ hasList: true, hasShow: true, hasEdit: false, hasCreate: false });
  });
});
