import { buildServerOnce } from '../helpers/build-once.js';

/** The suite runs the compiled server, as `npm start` does; it is built once per test run. */
export default function setup(): void {
  buildServerOnce();
}
