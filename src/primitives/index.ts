export * from './Surface';
export * from './Button';
export * from './Icon';
export * from './Spinner';
export * from './VisuallyHidden';
