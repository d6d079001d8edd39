import { exitGuard } from './exit-guard';
import { navigate } from './navigation';
import { loginPath, sessionStore } from './session';

/**
 * Ends the session on this side (spec 000 §4, expiry): the exit-confirmation flag is reset first
 * so the unsaved-form guard does not hold the user on a page whose session is gone.
 */
export function encerrarSessao() {
  const destino = loginPath();
  exitGuard.reset();
  sessionStore.clear();
  navigate(destino, { replace: true });
}
