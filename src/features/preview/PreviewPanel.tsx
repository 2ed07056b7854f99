'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { checkPreviewAuth, isStaffSession, type CheckAuth } from '../../services/preview';
import { useStorefront } from '../../kernel';
import { PREVIEW_CHUNK_FAILURE_LOG } from './constants';
import type { PreviewSettingsProps } from './PreviewSettings';

/**
 * The panel's UI (modal, selects, form) loads only for staff, after their check succeeded: every other visitor's
 * page carries just this entry. A chunk that cannot be loaded (network) is logged and shows nothing.
 */
const PreviewSettings = /* @__PURE__ */ lazy((): Promise<{ default: ComponentType<PreviewSettingsProps> }> =>
  import('./PreviewSettings').then(
    (module) => ({ default: module.PreviewSettings }),
    (error: unknown) => {
      console.error(PREVIEW_CHUNK_FAILURE_LOG, error);
      return { default: () => null };
    },
  ),
);

export interface PreviewPanelProps {
  /** The settings modal's width on tablet and desktop: S, M (default) or L. */
  size?: PreviewSettingsProps['size'];
  /**
   * Called once with the staff check's outcome: true when the panel is shown, false when it stays hidden (no staff
   * session, or the check failed). For a page that wants to know; the panel needs nothing from it.
   */
  onStaffCheck?: (staff: boolean) => void;
}

/**
 * The staff preview panel's entry: hidden unless the staff-session check succeeds. After mount
 * it calls GET checkauth once (the staff cookie is HttpOnly: only the service can tell); any failure (401, another
 * status, network, timeout, an answer that is not the contract) keeps it hidden, quietly. For staff it loads and
 * shows `PreviewSettings`; after logout it is gone. Renders nothing on the server and while the check is out.
 */
export function PreviewPanel({ size, onStaffCheck }: PreviewPanelProps) {
  const { services } = useStorefront();
  const [check, setCheck] = useState<CheckAuth | null>(null);
  const onStaffCheckRef = useRef(onStaffCheck);
  useEffect(() => {
    onStaffCheckRef.current = onStaffCheck;
  });

  useEffect(() => {
    const controller = new AbortController();
    void checkPreviewAuth(services, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const staff = isStaffSession(result);
      setCheck(staff && result.ok ? result.value : null);
      onStaffCheckRef.current?.(staff);
    });
    return () => controller.abort();
  }, [services]);

  if (!check) return null;
  return (
    <Suspense fallback={null}>
      <PreviewSettings check={check} size={size} onLogout={() => setCheck(null)} />
    </Suspense>
  );
}
