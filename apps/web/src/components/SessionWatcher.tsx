import { SESSAO_AVISO_MS } from '@saude/shared';
import { useEffect } from 'react';
import { atualizarSessao } from '../lib/auth';
import { handleApiError } from '../lib/errors';
import { feedback } from '../lib/feedback';
import { sessionStore, useSessao } from '../lib/session';
import { encerrarSessao } from '../lib/session-end';

export const TEXTO_AVISO_EXPIRACAO = 'A sessão vai expirar em 5 minutos, deseja atualizar a sessão?';

// setTimeout fires at once for delays above 2^31-1 ms (~24.8 days); such a session needs no timer yet.
const MAIOR_ATRASO = 2_147_483_647;

/**
 * Session expiry of spec 000 §4: a warning 5 minutes before the expiration (only when more than
 * that remains), a refresh on confirm, and the end of the session at expiry. A new expiration
 * (after a refresh or a placement switch) restarts the timers.
 */
export function SessionWatcher() {
  const expiration = useSessao()?.expiration;

  useEffect(() => {
    if (!expiration) return;
    const restante = expiration * 1000 - Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    let aviso: { destroy: () => void } | null = null;

    if (restante > SESSAO_AVISO_MS && restante - SESSAO_AVISO_MS < MAIOR_ATRASO) {
      timers.push(
        setTimeout(() => {
          aviso = feedback.modal.confirm({
            title: 'Expiração da sessão',
            content: TEXTO_AVISO_EXPIRACAO,
            okText: 'Sim',
            cancelText: 'Não',
            keyboard: false,
            mask: { closable: false },
            onOk: async () => {
              const atual = sessionStore.get();
              if (!atual) return;
              try {
                await atualizarSessao(atual.lotacao.id, atual.centroCusto.id);
              } catch (error) {
                handleApiError(error);
              }
            },
          });
        }, restante - SESSAO_AVISO_MS),
      );
    }
    if (restante < MAIOR_ATRASO) {
      timers.push(
        setTimeout(
          () => {
            aviso?.destroy();
            aviso = null;
            encerrarSessao();
          },
          Math.max(0, restante),
        ),
      );
    }
    return () => {
      for (const t of timers) clearTimeout(t);
      aviso?.destroy();
    };
  }, [expiration]);

  return null;
}
