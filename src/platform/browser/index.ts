export * from './environment';
export * from './cookies';
export * from './storage';
export * from './events';
export * from './dataLayer';
export * from './hooks';
export * from './focus';
