import type { Shape } from '../shape';
import type { attributesEn } from '../en/attributes';

export const attributesZh: Shape<typeof attributesEn> = {
  attributes: {
    title: '属性',
    notSet: '未设置',
    yes: '是',
    no: '否',
    none: '尚未定义任何属性。',
    loadFailed: '无法加载属性：%{message}',
  },
};
