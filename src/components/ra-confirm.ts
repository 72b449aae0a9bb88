// react-admin's confirmation dialog as a module of its own, for `dialogs-on-demand` to load when one first opens.
export { Confirm as default } from 'react-admin';
