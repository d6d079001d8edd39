import { SESSAO_AVISO_MS, somenteEmissaoSenha } from '@saude/shared';
import { useEffect } from 'react';
import { atualizarSessao } from '../../../lib/auth';
import { useSessao } from '../../../lib/session';

/** Renewed this long before the expiry warning would show (spec 000 §4 warns 5 minutes before). */
const ANTECEDENCIA_MS = SESSAO_AVISO_MS + 5 * 60_000;
const MAIOR_ATRASO = 2_147_483_647;

/**
 * A kiosk stands unattended through a 24-hour UPA: the session of its own user (the issue permission only)
 * renews itself before the expiry warning, which nobody at the kiosk could answer. Staff sessions that open
 * the kiosk keep the usual expiry of spec 000 §4.
 */
export function useSessaoDoTotem() {
  const sessao = useSessao();
  const soTotem = somenteEmissaoSenha(sessao?.permissoes);
  const expiration = sessao?.expiration;
  const lotacaoId = sessao?.lotacao.id;
  const centroCustoId = sessao?.centroCusto.id;

  useEffect(() => {
    if (!soTotem || !expiration || !lotacaoId || !centroCustoId) return;
    const atraso = Math.max(0, expiration * 1000 - Date.now() - ANTECEDENCIA_MS);
    if (atraso > MAIOR_ATRASO) return;
    const t = setTimeout(() => {
      // a failure leaves the usual warning and expiry in charge
      atualizarSessao(lotacaoId, centroCustoId).catch(() => undefined);
    }, atraso);
    return () => clearTimeout(t);
  }, [soTotem, expiration, lotacaoId, centroCustoId]);
}
