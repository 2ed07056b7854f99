export * from './constants';
export * from './contract';
export * from './client';
export * from './tokenHeaders';
