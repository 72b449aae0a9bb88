/**
 * react-admin's layout without the inspector of its preferences editor, put in its place by the
 * build (vite.config.ts, `raWithoutPreferencesEditor`): the inspector opens only once the editor is
 * turned on, which the console never does (it offers no InspectorButton), and it brought its
 * dialog's code into every page's download.
 */
export function Inspector(): null {
  return null;
}
