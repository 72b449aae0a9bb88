// The one way to call the API: orval's mutator, the options it takes them from, and its error.
export { ApiError, isEnvelope, type ApiErrorDetails, type Envelope, type Unwrapped } from './api-error.js';
export { configureClient, type AxiosLike, type CallOptions, type ClientOptions, type Provided, type ResponseSeen, type SentRequest } from './client-options.js';
export { parseContentRange } from './content-range.js';
export { httpClient, type BodyType, type ErrorType } from './mutator.js';
export type { RequestConfig } from './transport.js';
