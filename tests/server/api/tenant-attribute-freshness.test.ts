import { expect, it } from 'vitest';
import { AttributeRepository } from '../../../server/src/modules/attributes/attribute-repository.js';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

/**
 * Reading one tenant skips its attributes' values while no attribute is defined, knowing that
 * from a count kept per data version: a definition and a value written by another server must
 * show in the next read all the same, and so must their removal.
 */
describeApi('one tenant read while attributes come and go elsewhere', () => {
  const t = useTestApp({ tenants: ['fresh-attrs'] });
  const attributesOf = async () => (await t.call<Envelope<{ attributes: Record<string, unknown> }>>('getTenant', { token: t.admin, params: { id: t.a } })).body.data.attributes;

  it('answers a value set by another server at once, and none once it is gone', async () => {
    expect(await attributesOf()).toEqual({});
    expect(await attributesOf()).toEqual({});
    await writeElsewhere(t, async (other) => {
      const attributes = new AttributeRepository(other.db);
      const now = new Date().toISOString();
      await attributes.create({ key: 'tier', labels: { en: 'Tier', zh: '等级' }, type: 'text', choices: [], required: false, unique: false, listed: false }, now);
      await attributes.setValues(t.a, { tier: 'gold' }, false);
    });
    await expectSeenElsewhere(attributesOf, { tier: 'gold' });
    await writeElsewhere(t, (other) => new AttributeRepository(other.db).setValues(t.a, { tier: null }, false));
    await expectSeenElsewhere(attributesOf, {});
  });

  it('answers a definition and value set through the API in the very next read', async () => {
    const defined = await t.call('createAttributeDefinition', { token: t.admin, body: { key: 'seats', labels: { en: 'Seats', zh: '席位' }, type: 'number' } });
    expect(defined.status).toBe(201);
    expect((await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { attributes: { seats: 12 } } })).status).toBe(200);
    expect(await attributesOf()).toEqual({ seats: 12 });
  });
});
