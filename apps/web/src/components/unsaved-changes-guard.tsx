import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * Asks before leaving a form with unsaved edits: in-app links get a dialog, closing or reloading the tab gets the
 * browser's own prompt. Call `allowLeave()` just before navigating away after a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. If you leave now, they are lost."
      confirmLabel="Leave page"
      confirmVariant="destructive"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );

  return {
    dialog,
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
