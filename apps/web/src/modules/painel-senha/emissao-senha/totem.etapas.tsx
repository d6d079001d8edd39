import type { FormularioEmissaoSenha, OpcaoTotem, SenhaEmitida } from '@saude/shared';
import { Button } from 'antd';
import { botaoGrande, botaoNeutro, COR, grade, titulo } from './totem.estilo';
import { ERRO_IMPRESSAO, type EtapaTotem } from './use-totem';

/** The screens of each kiosk step (use-totem.ts holds the flow). */

export function EscolhaOpcao({
  opcoes,
  enviando,
  onEscolher,
}: {
  opcoes: OpcaoTotem[];
  enviando: boolean;
  onEscolher: (o: OpcaoTotem) => void;
}) {
  if (!opcoes.length) {
    return <p style={titulo}>Nenhuma opção de atendimento disponível neste totem. Procure a recepção.</p>;
  }
  return (
    <>
      <h1 style={titulo}>Toque no tipo de atendimento</h1>
      <div style={grade}>
        {opcoes.map((o) => (
          <Button key={o.id} type="primary" style={botaoGrande} disabled={enviando} onClick={() => onEscolher(o)}>
            {o.nome}
          </Button>
        ))}
      </div>
    </>
  );
}

export function EscolhaPrioridade({
  opcao,
  prioridades,
  enviando,
  onEscolher,
  onVoltar,
}: {
  opcao: OpcaoTotem;
  prioridades: FormularioEmissaoSenha['prioridades'];
  enviando: boolean;
  onEscolher: (prioridadeId: number | null) => void;
  onVoltar: () => void;
}) {
  return (
    <>
      <div style={{ textAlign: 'center' }}>
        <h1 style={titulo}>Você tem direito a atendimento prioritário?</h1>
        <div style={{ fontSize: 'clamp(20px, 1vw + 0.8vh, 30px)', marginTop: 8 }}>{opcao.nome}</div>
      </div>
      <div style={grade}>
        {prioridades.map((p) => (
          <Button key={p.id} type="primary" style={botaoGrande} disabled={enviando} onClick={() => onEscolher(p.id)}>
            {p.nome}
          </Button>
        ))}
        <Button style={botaoNeutro} disabled={enviando} onClick={() => onEscolher(null)}>
          Não, atendimento normal
        </Button>
      </div>
      <div style={{ textAlign: 'center' }}>
        <Button size="large" disabled={enviando} onClick={onVoltar} style={{ minHeight: 64, fontSize: 24, padding: '8px 40px' }}>
          Voltar
        </Button>
      </div>
    </>
  );
}

export function SenhaNaTela({
  senha,
  impressao,
  onConcluir,
}: {
  senha: SenhaEmitida;
  impressao: Extract<EtapaTotem, { tipo: 'emitida' }>['impressao'];
  onConcluir: () => void;
}) {
  return (
    <output aria-live="assertive" style={{ display: 'block', textAlign: 'center', margin: 'auto 0' }}>
      <div style={{ fontSize: 'clamp(32px, 2vw + 2vh, 64px)', fontWeight: 700 }}>Sua senha</div>
      <div
        style={{
          fontSize: 'clamp(120px, 12vw + 10vh, 320px)',
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '0.04em',
          color: COR.botao,
          margin: '2vh 0',
        }}
      >
        {senha.codigo}
      </div>
      <div style={{ fontSize: 'clamp(22px, 1.2vw + 1vh, 36px)' }}>
        {senha.opcaoEntrada.nome}
        {senha.prioridade ? ` · ${senha.prioridade.nome}` : ''}
      </div>
      <div style={{ fontSize: 'clamp(22px, 1.2vw + 1vh, 36px)', marginTop: 12 }}>
        {impressao === 'impressa' && 'Retire o seu comprovante e aguarde ser chamado pelo painel.'}
        {impressao === 'desligada' && 'Guarde este número e aguarde ser chamado pelo painel.'}
        {impressao === 'falhou' && <strong>{ERRO_IMPRESSAO}</strong>}
      </div>
      <Button size="large" onClick={onConcluir} style={{ marginTop: '4vh', minHeight: 64, fontSize: 24, padding: '8px 40px' }}>
        Concluir
      </Button>
    </output>
  );
}
