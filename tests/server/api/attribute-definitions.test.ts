import { expect, it } from 'vitest';
import type { AttributeDefinition, AttributeDeletion } from '../../../src/generated/model/index.js';
import { describeApi, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

describeApi('the attributes of tenants: administrators define them, their values decide what may change', () => {
  const t = useTestApp({ tenants: ['attr-a', 'attr-b'], member: 'attr-a-member' });
  const define = (body: Record<string, unknown>, token = t.admin, headers: Record<string, string> = {}) =>
    t.call<Envelope<AttributeDefinition> & ErrorBody>('createAttributeDefinition', { token, body, headers });
  const change = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call<Envelope<AttributeDefinition> & ErrorBody>('updateAttributeDefinition', { token: t.admin, params: { key }, body, headers });
  const remove = (key: string) => t.call<Envelope<AttributeDeletion> & ErrorBody>('deleteAttributeDefinition', { token: t.admin, params: { key } });
  const list = async () => (await t.call<Envelope<AttributeDefinition[]>>('listAttributeDefinitions', { token: t.admin })).body.data;
  const PLAN = { key: 'plan', labels: { zh: '套餐', en: 'Plan' }, type: 'enum', choices: ['free', 'team', 'enterprise'], listed: true };

  /** A tenant's value, written as the tenants' forms will write it (this step of issue 52 has no call for values yet). */
  async function giveValue(tenantId: number, key: string, column: 'value_text' | 'value_number' | 'value_date', value: string | number) {
    const { db } = t.app.database;
    const definition = await db.selectFrom('attribute_definitions').select('definition_id').where('key', '=', key).executeTakeFirstOrThrow();
    await db.insertInto('tenant_attribute_values').values({ tenant_id: tenantId, definition_id: definition.definition_id, [column]: value, value_text: column === 'value_text' ? String(value) : null, value_number: column === 'value_number' ? Number(value) : null, value_date: column === 'value_date' ? String(value) : null, unique_value: null }).execute();
  }

  it('defines an attribute with its defaults, lists it by key, and records who defined it', async () => {
    const made = await define(PLAN);
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({ key: 'plan', labels: { zh: '套餐', en: 'Plan' }, type: 'enum', choices: ['free', 'team', 'enterprise'], required: false, unique: false, listed: true });
    expect((await define({ key: 'seats', labels: { zh: '席位', en: 'Seats' }, type: 'number' })).status).toBe(201);
    expect((await list()).map((definition) => definition.key)).toEqual(['plan', 'seats']);

    const events = (await t.call<Envelope<{ action: string; tenantId: number | null; target: { type: string; id: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'attribute.defined' }) } })).body.data;
    expect(events[0]).toMatchObject({ tenantId: null, target: { type: 'attribute', id: 'seats' } });
    expect(events[0]?.changes).toMatchObject({ type: { before: null, after: 'number' }, labels: { before: null, after: { zh: '席位', en: 'Seats' } } });
  });

  it('refuses a key defined already, choices where they do not belong, and a key that is no key, in the caller’s language', async () => {
    const again = await define(PLAN, t.admin, { 'accept-language': 'zh-CN' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 40933, data: { field: 'key' } });
    expect(again.body.message).toBe('键为 plan 的属性已经定义');
    const noChoices = await define({ key: 'tier', labels: { zh: '等级', en: 'Tier' }, type: 'enum' }, t.admin, { 'accept-language': 'en' });
    expect(noChoices.status).toBe(400);
    expect(noChoices.body).toMatchObject({ code: 40000, data: { field: 'choices' } });
    expect((await define({ key: 'vip', labels: { zh: '贵宾', en: 'VIP' }, type: 'boolean', choices: ['yes'] })).status).toBe(400);
    for (const key of ['Plan', '1plan', 'plan-name', 'x'.repeat(41), '']) {
      expect((await define({ ...PLAN, key })).status, key).toBe(400);
    }
    expect((await define({ ...PLAN, key: 'region', labels: { zh: '', en: 'Region' } })).status).toBe(400);
    expect((await list()).map((definition) => definition.key)).toEqual(['plan', 'seats']);
  });

  it('refuses a label that names a field every tenant has, or another attribute, in that language, and keeps a label saved before the rule', async () => {
    const ownField = await define({ key: 'note', labels: { zh: '备注', en: 'Note' }, type: 'text' }, t.admin, { 'accept-language': 'zh-CN' });
    expect(ownField.status).toBe(400);
    expect(ownField.body).toMatchObject({ code: 40000, data: { field: 'labels.zh' } });
    expect(ownField.body.message).toBe('字段 labels.zh：“备注”是每个租户都有的字段名称，请换一个名称');
    // As people read it: the case and the spaces around it do not make another name.
    const status = await define({ key: 'stage', labels: { zh: '阶段', en: ' status ' }, type: 'text' }, t.admin, { 'accept-language': 'en' });
    expect(status.body).toMatchObject({ code: 40000, data: { field: 'labels.en' }, message: 'Field labels.en: “status” is the name of a field every tenant has: choose another label' });
    const taken = await define({ key: 'package', labels: { zh: '配套', en: 'plan' }, type: 'text' }, t.admin, { 'accept-language': 'en' });
    expect(taken.body).toMatchObject({ code: 40000, data: { field: 'labels.en' }, message: 'Field labels.en: “plan” is the label of the attribute plan already: choose another' });
    const relabel = await change('seats', { labels: { zh: '套餐', en: 'Seats' } }, { 'accept-language': 'zh-CN' });
    expect(relabel.body).toMatchObject({ code: 40000, data: { field: 'labels.zh' }, message: '字段 labels.zh：“套餐”已是属性 plan 的名称，请换一个名称' });
    // Its own label again, and a definition whose label clashed before the rule changes its other fields.
    expect((await change('seats', { labels: { zh: '席位', en: 'Seats' }, listed: true })).status).toBe(200);
    await t.app.database.db.updateTable('attribute_definitions').set({ label_en: 'Remark' }).where('key', '=', 'seats').execute();
    expect((await change('seats', { listed: false, labels: { zh: '座位', en: 'Remark' } })).status).toBe(200);
    await t.app.database.db.updateTable('attribute_definitions').set({ label_en: 'Seats', label_zh: '席位' }).where('key', '=', 'seats').execute();
    expect((await list()).map((definition) => definition.key)).toEqual(['plan', 'seats']);
  });

  it('is for administrators only: owners, members and an owner’s token are refused, and nothing changes', async () => {
    expect((await define({ ...PLAN, key: 'owner_made' }, t.ownerA)).body.code).toBe(40300);
    expect((await t.call<ErrorBody>('listAttributeDefinitions', { token: t.member })).body.code).toBe(40300);
    expect((await t.call<ErrorBody>('deleteAttributeDefinition', { token: t.ownerB, params: { key: 'plan' } })).body.code).toBe(40300);
    expect((await list()).map((definition) => definition.key)).toEqual(['plan', 'seats']);
  });

  it('changes labels, choices and flags while the values allow it, and refuses, counting the tenants in the way, when they do not', async () => {
    await giveValue(t.a, 'plan', 'value_text', 'team');
    await giveValue(t.b, 'plan', 'value_text', 'team');

    const relabelled = await change('plan', { labels: { zh: '订阅套餐', en: 'Subscription' }, choices: ['free', 'team', 'business', 'enterprise'] });
    expect(relabelled.status, relabelled.text).toBe(200);
    expect(relabelled.body.data).toMatchObject({ labels: { en: 'Subscription' }, choices: ['free', 'team', 'business', 'enterprise'] });

    const dropInUse = await change('plan', { choices: ['free', 'enterprise'] }, { 'accept-language': 'en' });
    expect(dropInUse.status).toBe(409);
    expect(dropInUse.body).toMatchObject({ code: 40934, data: { field: 'choices' } });
    expect(dropInUse.body.message).toBe('The choice team of plan cannot go while tenants have it (2)');
    expect((await change('plan', { choices: ['free', 'team', 'enterprise'] })).status).toBe(200);

    const retype = await change('plan', { type: 'text' }, { 'accept-language': 'zh-CN' });
    expect(retype.body).toMatchObject({ code: 40934, data: { field: 'type' } });
    expect(retype.body.message).toBe('属性 plan 无法更改类型：有 2 个租户设置了它的值（请先迁移这些值）');
    const unique = await change('plan', { unique: true }, { 'accept-language': 'en' });
    expect(unique.body.message).toBe('The attribute plan cannot be unique while tenants share a value of it (2)');
    // The system tenant and any other tenant without a value stand in the way of `required`.
    const required = await change('plan', { required: true });
    expect(required.body.code).toBe(40934);

    // A type without values changes, and loses its choices with it.
    expect((await change('seats', { type: 'enum', choices: ['10', '100'] })).body.data).toMatchObject({ type: 'enum', choices: ['10', '100'] });
    expect((await change('seats', { type: 'number' })).body.data).toMatchObject({ type: 'number', choices: [] });
    const events = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'attribute.changed' }) } })).body.data;
    expect(events[0]?.changes).toEqual({ type: { before: 'enum', after: 'number' }, choices: { before: ['10', '100'], after: [] } });

    expect((await change('nothing_here', { listed: true })).body.code).toBe(40416);
  });

  it('makes an attribute unique where no two tenants share a value, and the database then keeps it so', async () => {
    expect((await define({ key: 'crm_id', labels: { zh: 'CRM 编号', en: 'CRM id' }, type: 'text' })).status).toBe(201);
    await giveValue(t.a, 'crm_id', 'value_text', 'C-1');
    await giveValue(t.b, 'crm_id', 'value_text', 'C-2');
    expect((await change('crm_id', { unique: true })).status).toBe(200);
    const { db } = t.app.database;
    const definition = await db.selectFrom('attribute_definitions').select('definition_id').where('key', '=', 'crm_id').executeTakeFirstOrThrow();
    const held = await db.selectFrom('tenant_attribute_values').select(['tenant_id', 'unique_value']).where('definition_id', '=', definition.definition_id).orderBy('tenant_id').execute();
    expect(held.map((row) => row.unique_value)).toEqual(['C-1', 'C-2']);
    await expect(db.updateTable('tenant_attribute_values').set({ value_text: 'C-1', unique_value: 'C-1' }).where('tenant_id', '=', t.b).where('definition_id', '=', definition.definition_id).execute()).rejects.toThrow();
  });

  it('deletes an attribute with every value of it, says how many, and records it in no tenant’s log', async () => {
    const deleted = await remove('plan');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ key: 'plan', valuesDeleted: 2 });
    expect((await list()).map((definition) => definition.key)).not.toContain('plan');
    expect((await remove('plan')).body.code).toBe(40416);
    const events = (await t.call<Envelope<{ tenantId: number | null; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'attribute.deleted' }) } })).body.data;
    expect(events[0]).toMatchObject({ tenantId: null, changes: { valuesDeleted: { before: 2, after: 0 } } });
    // The tenant keeps none of it.
    const { db } = t.app.database;
    expect(await db.selectFrom('tenant_attribute_values').select('tenant_id').where('value_text', '=', 'team').execute()).toEqual([]);
  });

  it('holds at most 50 definitions', async () => {
    const have = (await list()).length;
    for (let index = have; index < 50; index += 1) {
      expect((await define({ key: `extra_${index}`, labels: { zh: `额外 ${index}`, en: `Extra ${index}` }, type: 'text' })).status).toBe(201);
    }
    const refused = await define({ key: 'one_too_many', labels: { zh: '多余', en: 'Too many' }, type: 'text' }, t.admin, { 'accept-language': 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 40936, message: 'As many attributes are defined as may be (50): delete one first' });
  });
});
