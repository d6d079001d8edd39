import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import './tela-show.css';
import { lerCredencial } from './tela-show.credencial';
import { useTelaAoVivo } from './tela-show.hook';
import { Avisos, ChamadaAtual, Historico, IndicadorConexao, Relogio } from './tela-show.partes';

/**
 * painel-senha/tela/show/{id} (spec 000 §2.3: empty layout, the public display; issue 7). Public, bound to
 * its screen by the key of its address. The current call very large, where to go, the last calls, the
 * clock, the notices; a chime and the call spoken in pt-BR; calls of every queue addressed to this screen
 * (tickets, emergency care) arrive live.
 */
export default function TelaShowPage() {
  const { id } = useParams();
  // one screen per mount: another id starts everything afresh
  return <TelaShow key={id} telaId={Number(id)} />;
}

function TelaShow({ telaId }: { telaId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [{ credencial, daUrl }] = useState(() => lerCredencial(telaId, new URLSearchParams(location.search)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival: the key leaves the address bar (history.replaceState)
  useEffect(() => {
    if (daUrl) navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, []);
  const { estado, conexao, erro, somBloqueado, desbloquear } = useTelaAoVivo(telaId, credencial);
  const dados = estado.dados;

  useEffect(() => {
    if (dados) document.title = `${dados.tela.nome} · Painel de senhas`;
  }, [dados]);

  if (erro) {
    return (
      <div className="tela-erro" role="alert">
        <h1>{erro}</h1>
        <p>Confira o endereço no cadastro de telas do painel de senhas. Esta tela tenta de novo sozinha a cada 5 minutos.</p>
      </div>
    );
  }
  if (!dados) {
    return (
      <div className="tela-erro" aria-busy="true">
        <p>Carregando a tela…</p>
      </div>
    );
  }
  const [atual, ...anteriores] = estado.chamadas;
  return (
    <div className="tela">
      <header className="tela-topo">
        {dados.cliente.logotipo && <img className="tela-logo" src={dados.cliente.logotipo} alt="" />}
        <div className="tela-municipio">
          <div className="tela-municipio-nome">{dados.cliente.nome}</div>
          <div className="tela-municipio-tela">{dados.tela.nome}</div>
        </div>
        <Relogio offsetMs={estado.offsetMs} />
      </header>
      <div className="tela-corpo">
        <ChamadaAtual chamada={atual} />
        <Historico chamadas={anteriores} />
      </div>
      <footer className="tela-rodape">
        <Avisos avisos={dados.avisos} padrao={dados.cliente.nome} />
        <IndicadorConexao estado={conexao} />
      </footer>
      {somBloqueado && (
        <button type="button" className="tela-desbloqueio" onClick={desbloquear}>
          <span>Toque na tela para ativar o som</span>
        </button>
      )}
    </div>
  );
}
