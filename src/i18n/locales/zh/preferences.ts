import type { Shape } from '../shape';
import type { preferencesEn } from '../en/preferences';

export const preferencesZh: Shape<typeof preferencesEn> = {
  preferences: {
    label: '外观',
    theme: {
      label: '主题',
      light: '浅色',
      dark: '深色',
      system: '跟随系统',
      systemHelp: '“跟随系统”会随设备的浅色或深色设置自动切换。',
    },
    font: {
      label: '字体',
      inter: 'Inter',
      manrope: 'Manrope',
      system: '系统字体',
    },
    page: {
      title: '外观',
      subtitle: '选择控制台的颜色主题和字体。更改立即生效，并保存在本设备上。',
      preview: '预览',
      sample: '敏捷的棕色狐狸跳过了懒狗。The quick brown fox jumps over the lazy dog. 0123456789',
    },
  },
};
