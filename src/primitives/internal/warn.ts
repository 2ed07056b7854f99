import { useEffect } from 'react';

/**
 * Warns once per mounted instance (and again when the message changes) that a component is used in a way it
 * works around: a missing label, a counter without maxLength. From an effect, so server rendering stays silent.
 */
export function useMisuseWarning(condition: boolean, component: string, message: string): void {
  useEffect(() => {
    if (condition) console.warn(`[crema] ${component}: ${message}`);
  }, [condition, component, message]);
}
