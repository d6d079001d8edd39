import { camelizeKeys, type EventoTempoReal, MENSAGEM_TELA_INVALIDA } from '@saude/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Anunciador, type ConfigFala, criarAnunciador } from './tela-show.anunciador';
import { buscarTela, ErroTela } from './tela-show.api';
import { type ConexaoTela, conectarTela, type EstadoConexao } from './tela-show.conexao';
import type { CredencialTela } from './tela-show.credencial';
import { criarEstadoTela, type EstadoTela, ehChamadaPainel } from './tela-show.estado';
import { agendarRecargaDiaria } from './tela-show.recarga';

/**
 * The live TV screen: first load, its socket, the speech queue and the safety nets, all started once per
 * mount and all stopped on unmount (no listener or timer outlives the page, none accumulates while it runs).
 */

export const MENSAGEM_ENDERECO_INCOMPLETO =
  'Endereço da tela incompleto. Abra o endereço completo desta tela, copiado do cadastro de telas do painel de senhas.';
/** After a refusal (wrong or renewed key, blocked screen) the TV checks again this often: it comes back once fixed. */
export const NOVA_TENTATIVA_RECUSADA_MS = 5 * 60_000;
/** A failed fetch (network, server restarting) is retried; meanwhile the last good screen stays up. */
const NOVA_TENTATIVA_FALHA_MS = 15_000;
const NOVA_TENTATIVA_LIMITE_MS = 60_000;

const configDe = (e: EstadoTela): ConfigFala => ({
  voz: e.dados?.tela.voz ?? false,
  som: e.dados?.tela.som ?? false,
  repeticoes: e.dados?.fala.repeticoes ?? 1,
  velocidade: e.dados?.fala.velocidade ?? 1,
});

/** Keeps the TV from dimming or sleeping while the page is visible (where the browser allows it). */
function useTelaAcesa() {
  useEffect(() => {
    type Trava = { release(): Promise<void> };
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(t: 'screen'): Promise<Trava> } }).wakeLock;
    if (!wakeLock) return;
    let ativo = true;
    let trava: Trava | null = null;
    const pedir = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (t) => {
          if (ativo) trava = t;
          else t.release().catch(() => {});
        },
        () => {},
      );
    };
    pedir();
    document.addEventListener('visibilitychange', pedir);
    return () => {
      ativo = false;
      document.removeEventListener('visibilitychange', pedir);
      trava?.release().catch(() => {});
    };
  }, []);
}

export function useTelaAoVivo(telaId: number, credencial: CredencialTela | null) {
  const [store] = useState(criarEstadoTela);
  const estado = useSyncExternalStore(store.observar, store.atual);
  const [conexao, setConexao] = useState<EstadoConexao>('conectando');
  const [erro, setErro] = useState<string | null>(() =>
    !credencial ? MENSAGEM_ENDERECO_INCOMPLETO : Number.isSafeInteger(telaId) && telaId > 0 ? null : MENSAGEM_TELA_INVALIDA,
  );
  const [somBloqueado, setSomBloqueado] = useState(false);
  const anunciador = useRef<Anunciador | null>(null);
  useTelaAcesa();

  useEffect(() => {
    if (!credencial || !(Number.isSafeInteger(telaId) && telaId > 0)) return;
    let ativo = true;
    const som = criarAnunciador({ config: () => configDe(store.atual()), aoBloqueio: (b) => ativo && setSomBloqueado(b) });
    anunciador.current = som;
    let ws: ConexaoTela | null = null;
    let recusada = false;
    let buscando = false;
    let deNovo = false;
    let retentativa: ReturnType<typeof setTimeout> | null = null;

    const tentarEm = (ms: number) => {
      if (retentativa) clearTimeout(retentativa);
      retentativa = setTimeout(() => {
        retentativa = null;
        void carregar();
      }, ms);
    };

    /** One fetch at a time; requests meanwhile (a burst of notices) fold into one more after it. */
    async function carregar(): Promise<void> {
      if (buscando) {
        deNovo = true;
        return;
      }
      buscando = true;
      try {
        const { dados, offsetMs } = await buscarTela(telaId, credencial as CredencialTela);
        if (!ativo) return;
        for (const c of store.carregar(dados, offsetMs)) som.anunciar(c.fala);
        som.preparar();
        setErro(null);
        if (recusada) {
          recusada = false;
          ws?.reconectar();
        }
      } catch (e) {
        if (!ativo) return;
        // 404 wrong or renewed key, blocked screen; 401/403 unknown or inactive municipality
        if (e instanceof ErroTela && [401, 403, 404].includes(e.status)) {
          setErro(e.message);
          tentarEm(NOVA_TENTATIVA_RECUSADA_MS);
        } else tentarEm(e instanceof ErroTela && e.status === 429 ? NOVA_TENTATIVA_LIMITE_MS : NOVA_TENTATIVA_FALHA_MS);
      } finally {
        buscando = false;
        if (deNovo && ativo) {
          deNovo = false;
          void carregar();
        }
      }
    }

    function aoEvento(e: EventoTempoReal) {
      const c = e.evento === 'tela.chamada' ? camelizeKeys(e.dados) : null;
      // the call itself travels in the event: shown and spoken without a round trip
      if (ehChamadaPainel(c)) {
        if (store.chamada(c)) som.anunciar(c.fala);
      } else void carregar(); // tela.avisos, tela.alterada, or a call too big for the notification
    }

    void carregar();
    ws = conectarTela({
      telaId,
      credencial,
      aoEvento,
      aoSincronizar: () => void carregar(),
      aoEstado: (s, motivo) => {
        setConexao(s);
        if (s !== 'recusado') return;
        recusada = true;
        setErro(motivo ?? MENSAGEM_TELA_INVALIDA);
        tentarEm(NOVA_TENTATIVA_RECUSADA_MS);
      },
    });
    const pararRecarga = agendarRecargaDiaria({
      podeRecarregar: async () =>
        som.ocioso() &&
        buscarTela(telaId, credencial).then(
          () => true,
          () => false,
        ),
      recarregar: () => window.location.reload(),
    });

    return () => {
      ativo = false;
      pararRecarga();
      ws?.encerrar();
      som.encerrar();
      if (retentativa) clearTimeout(retentativa);
      anunciador.current = null;
    };
  }, [telaId, credencial, store]);

  const desbloquear = useCallback(() => anunciador.current?.desbloquear(), []);
  return { estado, conexao, erro, somBloqueado, desbloquear };
}
