import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals (tenants' attributes), in English and Chinese. */
export const messages = defineMessages({
  en: {
    attributeNotFound: 'No attribute of tenants has the key {key}',
    attributeKeyTaken: 'An attribute with the key {key} is defined already',
    attributeLimitReached: 'As many attributes are defined as may be ({limit}): delete one first',
    attributeChoicesOfEnum: 'Field {field}: an attribute of choices needs its choices, and no other type takes any',
    attributeLabelOfField: 'Field {field}: “{label}” is the name of a field every tenant has: choose another label',
    attributeLabelTaken: 'Field {field}: “{label}” is the label of the attribute {key} already: choose another',
    attributeTypeInUse: 'The attribute {key} cannot change its type while tenants have values of it ({count}): move their values first',
    attributeChoiceInUse: 'The choice {value} of {key} cannot go while tenants have it ({count})',
    attributeRequiredMissing: 'The attribute {key} cannot be required while tenants have no value of it ({count})',
    attributeUniqueShared: 'The attribute {key} cannot be unique while tenants share a value of it ({count})',
    attributeNotDefined: 'Field {field}: no attribute {key} is defined',
    attributeRequired: 'Field {field} is required',
    attributeValueNotText: 'Field {field} must be text',
    attributeValueNotNumber: 'Field {field} must be a number',
    attributeValueNotBoolean: 'Field {field} must be true or false',
    attributeValueNotDay: 'Field {field} must be a day, written 2027-03-31',
    attributeValueNotChoice: 'Field {field} must be one of: {choices}',
    attributeValueTaken: 'Tenant {tenant} has the value {value} of {key} already: it is unique',
  },
  zh: {
    attributeNotFound: '没有键为 {key} 的租户属性',
    attributeKeyTaken: '键为 {key} 的属性已经定义',
    attributeLimitReached: '已定义 {limit} 个属性，已达上限：请先删除一个',
    attributeChoicesOfEnum: '字段 {field}：选项类型的属性需要选项，其他类型不接受选项',
    attributeLabelOfField: '字段 {field}：“{label}”是每个租户都有的字段名称，请换一个名称',
    attributeLabelTaken: '字段 {field}：“{label}”已是属性 {key} 的名称，请换一个名称',
    attributeTypeInUse: '属性 {key} 无法更改类型：有 {count} 个租户设置了它的值（请先迁移这些值）',
    attributeChoiceInUse: '属性 {key} 的选项 {value} 无法删除：有 {count} 个租户正在使用',
    attributeRequiredMissing: '属性 {key} 无法设为必填：有 {count} 个租户没有它的值',
    attributeUniqueShared: '属性 {key} 无法设为唯一：有 {count} 个租户与其他租户的值相同',
    attributeNotDefined: '字段 {field}：没有定义属性 {key}',
    attributeRequired: '字段 {field} 为必填项',
    attributeValueNotText: '字段 {field} 必须是文本',
    attributeValueNotNumber: '字段 {field} 必须是数字',
    attributeValueNotBoolean: '字段 {field} 必须是 true 或 false',
    attributeValueNotDay: '字段 {field} 必须是日期，格式如 2027-03-31',
    attributeValueNotChoice: '字段 {field} 必须是以下之一：{choices}',
    attributeValueTaken: '租户 {tenant} 已使用 {key} 的值 {value}：该属性的值必须唯一',
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    attributes: typeof messages;
  }
}
