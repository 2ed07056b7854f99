export * from './constants';
export * from './contract';
export * from './client';
