/** Messages under `preferences.*`, in react-admin's shape (`%{name}`, ` |||| ` plurals). */
export const preferencesEn = {
  preferences: {
    label: 'Appearance',
    theme: {
      label: 'Theme',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
      systemHelp: 'System follows your device’s light or dark setting.',
    },
    font: {
      label: 'Font',
      inter: 'Inter',
      manrope: 'Manrope',
      system: 'System font',
    },
    page: {
      title: 'Appearance',
      subtitle: 'Choose the colour theme and font of the console. Changes apply at once and are remembered on this device.',
      preview: 'Preview',
      sample: 'The quick brown fox jumps over the lazy dog. 0123456789',
    },
  },
};
