export * from './constants';
export * from './sites';
export * from './platform';
