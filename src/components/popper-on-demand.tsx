import type { PopperProps } from '@mui/material/Popper';
import { componentOnDemand } from './component-on-demand';

/**
 * MUI's Popper as MUI's Tooltip uses it, loaded when a tooltip first opens: Popper.js and MUI's
 * wrapper around it were a thirtieth of the first screen's download, for hints no one has asked
 * for yet. The build puts this in the Popper's place for the Tooltip alone (vite.config.ts,
 * `popperOnDemand`): the Tooltip's own behaviour (delays, focus, touch, the name it gives its child)
 * is MUI's, unchanged; its first opening waits for this one chunk, which `loadPopper` fetches ahead.
 */
const popper = componentOnDemand<PopperProps>(
  () => import('@mui/material/Popper').then((module) => module.default),
  // On opening only, `keepMounted` or not: a closed tooltip shows nothing to anyone.
  (props) => Boolean(props.open),
);

export const loadPopper = popper.load;
export default popper.OnDemand;
