import { navigate } from 'wouter/use-browser-location';
import { ErrorPage } from './error-page';
import type { ErrorStatus } from './error-status';

/** An error page at its own address (`/404`…), in the public shell. */
export function PublicErrorPage({ status }: { status: ErrorStatus }) {
  return <ErrorPage status={status} goHome={() => navigate('/')} />;
}

export default PublicErrorPage;
