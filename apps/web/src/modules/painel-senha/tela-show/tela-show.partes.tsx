import { type AvisoPainel, type ChamadaPainel, TIPO_CHAMADA_PAINEL } from '@saude/shared';
import { type CSSProperties, useEffect, useState } from 'react';
import { noFuso } from '../../../lib/dates';
import type { EstadoConexao } from './tela-show.conexao';

/**
 * The parts of the TV screen (issue 7). Times are read on the municipality's clock (`noFuso`, formatters built
 * once: the page runs for days), whatever zone the TV set was left in.
 */

const partesHora = (d: Date | string) => {
  const { horas, minutos } = noFuso(d);
  return [horas, minutos];
};

/** The server's time (the TV's own clock drifts or was never set), redrawn once a minute, on the minute. */
export function Relogio({ offsetMs }: { offsetMs: number }) {
  const [agora, setAgora] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tique = () => {
      const t = Date.now() + offsetMs;
      setAgora(t);
      timer = setTimeout(tique, 60_000 - (t % 60_000) + 20);
    };
    tique();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  const d = new Date(agora);
  const [h, m] = partesHora(d);
  return (
    <div className="tela-relogio">
      <time className="tela-relogio-hora" dateTime={d.toISOString()}>
        {h}
        <span className="tela-relogio-sep">:</span>
        {m}
      </time>
      <div className="tela-relogio-data">{noFuso(d).diaPorExtenso}</div>
    </div>
  );
}

/** Shorter text, bigger letters: a ticket fills the screen, a name still fits in two lines. */
const tamanho = (texto: string) => (texto.length <= 6 ? 'curto' : texto.length <= 14 ? 'medio' : 'longo');

export function ChamadaAtual({ chamada }: { chamada: ChamadaPainel | undefined }) {
  return (
    <section className="tela-atual" aria-label="Chamada atual" aria-live="assertive">
      {chamada ? (
        // keyed by id: a new call mounts anew and its flash animation runs again
        <div key={chamada.id} className="tela-atual-cartao tela-nova" data-testid="chamada-atual">
          <div className="tela-atual-rotulo">{chamada.tipo === TIPO_CHAMADA_PAINEL.SENHA ? 'Senha' : 'Paciente'}</div>
          <div className={`tela-atual-texto tela-atual-texto-${tamanho(chamada.texto)}`}>{chamada.texto}</div>
          {chamada.destino && <div className="tela-atual-destino">{chamada.destino}</div>}
          {chamada.numero > 1 && <div className="tela-selo">{chamada.numero}ª chamada</div>}
        </div>
      ) : (
        <div className="tela-vazia">Aguardando chamadas</div>
      )}
    </section>
  );
}

export function Historico({ chamadas }: { chamadas: ChamadaPainel[] }) {
  return (
    <section className="tela-historico" aria-labelledby="tela-historico-titulo">
      <h2 id="tela-historico-titulo">Últimas chamadas</h2>
      <ol>
        {chamadas.map((c) => (
          <li key={c.id}>
            <span className="tela-historico-texto">{c.texto}</span>
            {c.destino && <span className="tela-historico-destino">{c.destino}</span>}
            <time className="tela-historico-hora" dateTime={c.chamadaEm}>
              {partesHora(c.chamadaEm).join(':')}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ListaAvisos({ avisos }: { avisos: AvisoPainel[] }) {
  return avisos.map((a) => (
    <span key={a.id} className="tela-aviso">
      <span className="tela-aviso-titulo">{a.titulo}</span>
      {a.mensagem}
    </span>
  ));
}

/**
 * The notices' ticker: the text twice side by side, slid by half its width in a CSS loop (seamless, no
 * script per frame). The speed follows the length so long notices stay readable.
 */
export function Avisos({ avisos, padrao }: { avisos: AvisoPainel[]; padrao: string }) {
  if (!avisos.length) return <div className="tela-rodape-vazio">{padrao}</div>;
  const caracteres = avisos.reduce((n, a) => n + a.titulo.length + a.mensagem.length + 6, 0);
  const estilo = { '--tela-ticker-duracao': `${Math.max(20, Math.round(caracteres * 0.2))}s` } as CSSProperties;
  return (
    <div className="tela-ticker" style={estilo} role="marquee" aria-label="Avisos">
      <div className="tela-ticker-copia">
        <ListaAvisos avisos={avisos} />
      </div>
      <div className="tela-ticker-copia" aria-hidden="true">
        <ListaAvisos avisos={avisos} />
      </div>
    </div>
  );
}

const TEXTO_CONEXAO: Record<EstadoConexao, string> = {
  conectado: 'Conectado',
  conectando: 'Reconectando…',
  recusado: 'Desconectado',
};

/** Discreet: a green dot while live; the word only when something is wrong. */
export function IndicadorConexao({ estado }: { estado: EstadoConexao }) {
  return (
    <div className={`tela-conexao tela-conexao-${estado}`} role="status" aria-label={TEXTO_CONEXAO[estado]} title={TEXTO_CONEXAO[estado]}>
      <span className="tela-conexao-ponto" />
      {estado !== 'conectado' && <span>{TEXTO_CONEXAO[estado]}</span>}
    </div>
  );
}
