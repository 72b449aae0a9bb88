import type { Shape } from '../shape';
import type { attributesEn } from '../en/attributes';

export const attributesZh: Shape<typeof attributesEn> = {
  attributes: {
    title: '属性',
    notSet: '未设置',
    none: '尚未定义任何属性。',
    loadFailed: '无法加载属性：%{message}',
  },
  resources: {
    attributes: {
      fields: {
        key: '键',
        labels: '名称',
        labelZh: '中文名称',
        labelEn: '英文名称',
        type: '类型',
        choices: '可选值',
        required: '必填',
        unique: '唯一',
        listed: '在租户列表中显示为列',
        createdAt: '创建时间',
        updatedAt: '更新时间',
      },
      choices: {
        type: {
          text: '文本',
          number: '数字',
          boolean: '是或否',
          date: '日期',
          enum: '列表中的一项',
        },
      },
      page: {
        list: '租户属性',
        show: '租户属性',
        create: '新建租户属性',
        edit: '编辑租户属性',
      },
      empty: '还没有租户属性',
      invite: '定义一个属性（如套餐、地区、续约日期），即可为每个租户设置取值，并按它查找租户。',
      notFound: '没有这个键的租户属性。',
      help: {
        key: '小写字母、数字和 _，以字母开头：调用、筛选（attr.plan）和文件中用它称呼该属性，之后不能更改。',
        choices: '每行一个可选值。',
      },
      validation: {
        key: '只能包含小写字母、数字和 _，以字母开头，最多 40 个字符',
        choicesRequired: '请至少填写一个可选值，每行一个',
        choicesMax: '最多 %{max} 个可选值',
        choiceLength: '“%{value}”超过 %{max} 个字符',
        choiceTwice: '“%{value}”重复出现',
      },
      confirm: {
        deleteTitle: '删除租户属性 %{key}？',
        deleteContent: '所有租户在该属性上的取值都会一并删除，按它的列表列和筛选也随之失效。此操作无法撤销。',
      },
      notifications: {
        deleted: '已删除租户属性 %{key}',
      },
    },
  },
};
