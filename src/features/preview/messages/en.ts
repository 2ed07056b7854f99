/**
 * The staff preview panel's texts, verbatim. They are given in English only: the panel is an
 * internal tool for staff, so every locale shows them in English (docs/decisions.md); its keys are the message ids.
 */
export const en = {
  'preview.open': 'Preview settings',
  'preview.title': 'Preview settings',
  'preview.close': 'Close',
  'preview.date': 'Date',
  'preview.time': 'Time',
  'preview.abTest': 'A/B test',
  'preview.group': 'Group',
  'preview.selectTest': 'Select an A/B test',
  'preview.none': 'None',
  'preview.selectGroup': 'Select a group',
  'preview.submit': 'Set preview settings',
  'preview.logout': 'Logout',
  'preview.required': 'Required',
  'preview.groupMissing': 'Please also select an A/B test group!',
  'preview.applied': 'Settings applied successfully.',
  'preview.failed': 'Applying settings failed.',
  'preview.noTests': 'No active tests for this date.',
  'preview.testsFound': 'Active tests found.',
  'preview.testsFailed': 'Failed to fetch AB tests.',
  'preview.loadingTests': 'Loading tests...',
  'preview.loading': 'Loading...',
  'preview.dismiss': 'Dismiss message',
} as const;

export type PreviewMessageId = keyof typeof en;
