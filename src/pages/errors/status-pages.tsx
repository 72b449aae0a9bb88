import { ErrorPage } from './error-page';

export function UnauthorizedPage() {
  return <ErrorPage status={401} />;
}

export function ForbiddenPage() {
  return <ErrorPage status={403} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export function InternalErrorPage() {
  return <ErrorPage status={500} />;
}

export function MaintenancePage() {
  return <ErrorPage status={503} />;
}
