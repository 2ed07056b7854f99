export * from './types';
export * from './constants';
export {
  createServiceClient,
  decodeJson,
  decodeValue,
  httpError,
  requestJson,
  requestJsonOr,
  requestVoid,
  isSuccessStatus,
  type CallAuth,
  type FetchLike,
  type RawAnswer,
  type ServiceClient,
  type ServiceClientOptions,
  type ServiceHeaderValues,
  type ServiceRequest,
} from './client';
