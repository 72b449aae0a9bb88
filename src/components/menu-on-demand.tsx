import type { MenuProps } from '@mui/material/Menu';
import { componentOnDemand } from './component-on-demand';

/**
 * MUI's Menu, loaded when it first opens: the app bar's menus (language, preferences, the user's)
 * are in every page, and their popover was in every first download before anyone opened one. Its
 * items are drawn by MUI's Menu as before, once loaded; the first opening waits for one small chunk,
 * which `loadMenu` fetches ahead (the app bar does on a press or the focus in it). The
 * build puts this in MUI's place for react-admin's menus too (vite.config.ts, `menuOnDemand`).
 */
const menu = componentOnDemand<MenuProps>(
  () => import('@mui/material/Menu').then((module) => module.default),
  // On opening only, `keepMounted` or not (react-admin's language button keeps its menu mounted):
  // a closed menu's items are hidden from everyone, so none is missed before the first opening.
  (props) => props.open,
);

export const loadMenu = menu.load;
export default menu.OnDemand;
