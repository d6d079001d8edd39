import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { exitGuard } from '../lib/exit-guard';
import { confirmDialog } from './confirm';

export const TEXTO_SAIDA = 'As informações não salvas serão perdidas. Deseja realmente sair?';

/**
 * The one navigation blocker of the app (spec 000 §4): while any form holds unsaved changes,
 * leaving the page asks first; closing or reloading the tab gets the browser's own prompt.
 */
export function ExitGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => exitGuard.isOn() && currentLocation.pathname !== nextLocation.pathname);

  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const blocked = latest.current;
    const dialog = confirmDialog({
      title: 'Atenção',
      content: TEXTO_SAIDA,
      danger: true,
      onConfirm: () => {
        exitGuard.reset();
        blocked.proceed?.();
      },
      onCancel: () => blocked.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!exitGuard.isOn()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
