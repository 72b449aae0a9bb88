import { toast } from '../lib/toast';
import { isPlacedAtField } from '../lib/form-http-error';

type Translate = (key: string) => string;
type Navigate = (to: string) => void;

/** The HTTP status of any error this console raises (ApiError, react-admin's HttpError). */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's own words for an HTTP error: the envelope's message. */
function bodyMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (typeof body?.message === 'string' && body.message) return body.message;
  const message = (error as { message?: unknown } | null)?.message;
  // Status 0 is a call that got no answer: its words are the mutator's, not the server's.
  return statusOf(error) && typeof message === 'string' && message ? message : undefined;
}

export interface ErrorFunnel {
  /** Spec §8, queries: 500 → 'Internal Server Error!' and /500. A 401 is the session handler's. */
  onQueryError(error: unknown): void;
  /** Spec §8, the shared handler every mutation error reaches: 304, 204, the server's message, or the default. */
  onMutationError(error: unknown): void;
  /** The router's navigate, registered once the router exists. */
  setNavigate(navigate: Navigate | undefined): void;
}

/** One error funnel for the console, wired into the QueryClient rather than into components. */
export function createErrorFunnel(translate: Translate): ErrorFunnel {
  let navigate: Navigate | undefined;
  return {
    onQueryError(error) {
      if (statusOf(error) !== 500) return;
      // One toast however many queries fail at once: the same id replaces the previous one.
      toast.error(translate('shell.errors.internalServerError'), { id: 'internal-server-error' });
      navigate?.('/500');
    },
    onMutationError(error) {
      const status = statusOf(error);
      if (status === 401) return;
      // The form shows it at its input, in the user's language: a toast would say it twice.
      if (isPlacedAtField(error)) return;
      if (status === 304) {
        toast.error(translate('shell.errors.notModified'), { id: 'not-modified' });
        return;
      }
      if (status === 204) {
        toast.error(translate('shell.errors.contentNotFound'));
        return;
      }
      toast.error(bodyMessage(error) ?? translate('shell.errors.somethingWentWrong'));
    },
    setNavigate(next) {
      navigate = next;
    },
  };
}
