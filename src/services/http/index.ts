export * from './types';
export * from './constants';
export {
  createServiceClient,
  type FetchLike,
  type RawAnswer,
  type ServiceClient,
  type ServiceClientOptions,
  type ServiceHeaderValues,
  type ServiceRequest,
} from './client';
