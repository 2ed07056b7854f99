export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { passwordStrength, type PasswordStrength } from './strength';
