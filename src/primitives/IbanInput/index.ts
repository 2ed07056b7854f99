export { IbanInput, type IbanInputProps } from './IbanInput';
export { checkIban, formatIban, normalizeIban, type IbanCheck } from './iban';
