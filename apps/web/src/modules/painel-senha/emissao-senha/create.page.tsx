import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useSessao } from '../../../lib/session';
import { emissaoSenhaApi } from './emissao-senha.api';
import { conteudo, tela, titulo } from './totem.estilo';
import { EscolhaOpcao, EscolhaPrioridade, SenhaNaTela } from './totem.etapas';
import { TopoTotem } from './totem.topo';
import { useSessaoDoTotem } from './use-sessao-do-totem';
import { useTotem } from './use-totem';

/** The kiosk re-reads its buttons now and then: a change in the registries reaches it without a reload. */
const RECARREGAR_MS = 5 * 60_000;

/**
 * painel-senha/emissao-senha/create (issue 7): the kiosk, full screen. A citizen touches the kind of care,
 * answers the priority question when the option asks it, and gets the ticket on screen and on paper.
 */
export default function EmissaoSenhaPage() {
  const sessao = useSessao();
  const form = useQuery({
    queryKey: ['painel-senha', 'emissao-senha', 'create'],
    queryFn: emissaoSenhaApi.formulario,
    refetchInterval: RECARREGAR_MS,
  });
  const totem = useTotem(form.data);
  useSessaoDoTotem();
  const { etapa } = totem;

  return (
    <div style={tela}>
      <TopoTotem
        unidade={form.data?.unidade || (sessao?.lotacao.infraestrutura.unidade.nomeFantasia ?? '')}
        setor={form.data?.setor || (sessao?.centroCusto.nome ?? '')}
      />
      <section style={conteudo}>
        {totem.erro && (
          <Alert type="error" showIcon title={<span style={{ fontSize: 'clamp(20px, 1vw + 1vh, 32px)' }}>{totem.erro}</span>} />
        )}
        {!form.data && form.isError && <p style={titulo}>Não foi possível carregar o totem. Tentando novamente…</p>}
        {!form.data && !form.isError && <Spin size="large" style={{ margin: 'auto' }} />}
        {form.data && etapa.tipo === 'inicio' && (
          <EscolhaOpcao opcoes={form.data.opcoes} enviando={totem.enviando} onEscolher={totem.escolherOpcao} />
        )}
        {form.data && etapa.tipo === 'prioridade' && (
          <EscolhaPrioridade
            opcao={etapa.opcao}
            prioridades={form.data.prioridades}
            enviando={totem.enviando}
            onEscolher={totem.escolherPrioridade}
            onVoltar={totem.inicio}
          />
        )}
        {etapa.tipo === 'emitida' && <SenhaNaTela senha={etapa.senha} impressao={etapa.impressao} onConcluir={totem.inicio} />}
        {totem.enviando && <div style={{ ...titulo, fontSize: 28 }}>Emitindo a senha…</div>}
      </section>
    </div>
  );
}
