export { NumberInput, type NumberInputProps } from './NumberInput';
export { formatLocaleNumber, parseLocaleNumber, type ParsedNumber } from './number';
