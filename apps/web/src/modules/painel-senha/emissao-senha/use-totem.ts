import type { FormularioEmissaoSenha, OpcaoTotem, SenhaEmitida } from '@saude/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { emissaoSenhaApi } from './emissao-senha.api';

/**
 * The kiosk's steps (issue 7): the buttons, then the priority question when the option asks it, then the
 * issued ticket; any step but the first goes back to the start after the settings' seconds, so the next
 * citizen never finds someone else's screen.
 */
export type EtapaTotem =
  | { tipo: 'inicio' }
  | { tipo: 'prioridade'; opcao: OpcaoTotem }
  | { tipo: 'emitida'; senha: SenhaEmitida; impressao: 'impressa' | 'falhou' | 'desligada' };

export const ERRO_EMISSAO = 'Não foi possível emitir a senha. Tente novamente ou procure a recepção.';
export const ERRO_IMPRESSAO = 'Não foi possível imprimir a senha. Anote o número acima.';

/** The server's pt-BR words for a refusal (a field message of a 422, or the message), or the kiosk's own. */
export function mensagemDeErro(erro: unknown): string {
  if (!(erro instanceof ApiError)) return ERRO_EMISSAO;
  const campo = Object.values(erro.body.errors ?? {})[0]?.[0];
  if (erro.status === 422 && campo) return campo;
  if ([401, 403, 409].includes(erro.status) && erro.body.message) return erro.body.message;
  return ERRO_EMISSAO;
}

export function useTotem(form: FormularioEmissaoSenha | undefined) {
  const [etapa, setEtapa] = useState<EtapaTotem>({ tipo: 'inicio' });
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // a ref, not state: a double tap lands twice before React re-renders the disabled buttons
  const emCurso = useRef(false);
  const segundos = form?.parametros.segundosRetornoTotem ?? 8;
  const imprimir = form?.parametros.imprimirSenha ?? true;

  const inicio = useCallback(() => setEtapa({ tipo: 'inicio' }), []);

  useEffect(() => {
    // while a ticket is being issued the screen waits for it, whatever the clock says
    if (enviando || (etapa.tipo === 'inicio' && !erro)) return;
    const t = setTimeout(() => {
      setEtapa({ tipo: 'inicio' });
      setErro(null);
    }, segundos * 1000);
    return () => clearTimeout(t);
  }, [etapa, erro, enviando, segundos]);

  const emitir = useCallback(
    async (opcao: OpcaoTotem, prioridadeId: number | null) => {
      if (emCurso.current) return;
      emCurso.current = true;
      setEnviando(true);
      setErro(null);
      try {
        const senha = await emissaoSenhaApi.emitir({ opcaoEntradaId: opcao.id, prioridadeId });
        setEtapa({ tipo: 'emitida', senha, impressao: imprimir ? 'impressa' : 'desligada' });
        if (imprimir) {
          await emissaoSenhaApi.imprimir(senha.id).catch(() => setEtapa({ tipo: 'emitida', senha, impressao: 'falhou' }));
        }
      } catch (e) {
        setEtapa({ tipo: 'inicio' });
        setErro(mensagemDeErro(e));
      } finally {
        emCurso.current = false;
        setEnviando(false);
      }
    },
    [imprimir],
  );

  const escolherOpcao = useCallback(
    (opcao: OpcaoTotem) => {
      if (emCurso.current) return;
      setErro(null);
      if (opcao.perguntarPrioridade && (form?.prioridades.length ?? 0) > 0) setEtapa({ tipo: 'prioridade', opcao });
      else void emitir(opcao, null);
    },
    [emitir, form],
  );

  const escolherPrioridade = useCallback(
    (prioridadeId: number | null) => {
      if (etapa.tipo === 'prioridade') void emitir(etapa.opcao, prioridadeId);
    },
    [emitir, etapa],
  );

  return { etapa, erro, enviando, segundos, escolherOpcao, escolherPrioridade, inicio };
}
