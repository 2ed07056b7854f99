export * from './contract';
export * from './client';
export * from './constants';
