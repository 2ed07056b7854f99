/**
 * The staff preview panel: `PreviewPanel` checks the staff session after mount and, for
 * staff only, loads and shows `PreviewSettings` (the settings modal with the preview date and time, the A/B test and
 * group, 'Set preview settings' and 'Logout'), which renews the staff login every 5 minutes.
 */
export { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';
export { PreviewSettings, type PreviewSettingsProps } from './PreviewSettings';
export { usePreviewMessages, type PreviewMessageId } from './messages';
export {
  PREVIEW_RENEW_INTERVAL_MS,
  PREVIEW_DATE_INVALID_LOG,
  PREVIEW_CHUNK_FAILURE_LOG,
  previewTestsStatuses,
  previewResults,
  type PreviewTestsStatus,
  type PreviewResult,
} from './constants';
export {
  previewFormReducer,
  initialPreviewForm,
  previewSubmissionOf,
  previewTestChoices,
  type PreviewForm,
  type PreviewFormAction,
  type PreviewTestChoice,
} from './form';
export { previewSelectionText, previewSelectionOf, type PreviewSelection } from './selection';
export { previewTimestamp, initialPreviewFields, previewFieldsOf, type PreviewFields } from './timestamp';
