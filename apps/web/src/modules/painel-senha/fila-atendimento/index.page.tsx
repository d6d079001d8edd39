import { SoundOutlined } from '@ant-design/icons';
import { type AcaoSenha, ATALHO_CHAMAR_PROXIMA, hasPermission, PS, StatusSenha } from '@saude/shared';
import { Alert, Button, Col, Flex, Row, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { EstadoTempoReal, useAtalho, useLocalChamada } from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { useSessao } from '../../../lib/session';
import { ContagemFila } from './contagem';
import { EncaminharModal } from './encaminhar.modal';
import { NaoCompareceuModal } from './nao-compareceu.modal';
import { type SenhaAlterada, type SenhaNaFila, senhaApi } from './senha.api';
import { SenhaAtualCard } from './senha-atual.card';
import { type AcaoDaLista, SenhasEspera } from './senhas-espera.table';
import { useFilaSenha } from './use-fila-senha';

type Modal = { tipo: 'evadir'; senha: SenhaNaFila; daFila: boolean } | { tipo: 'encaminhar'; senha: SenhaNaFila };

/**
 * painel-senha/fila-atendimento (issue 7): the counter screen of a receptionist in a hurry. Pick the queue
 * (when the lotação has several) and "Meu local de chamada" once; then "Chamar próxima" (F2) calls the next
 * ticket by priority and arrival to the TV screens, the held ticket shows large with its actions, and the
 * waiting list follows every change live.
 */
export default function FilaSenhaPage() {
  const sessao = useSessao();
  const [params, setParams] = useSearchParams();
  const escolhido = Number(params.get('centro_custo_id')) || undefined;
  const { fila, minhas, conectado, recarregar } = useFilaSenha(escolhido);
  const form = fila.data?.data.form;
  const model = fila.data?.data.model;
  const { local, definir } = useLocalChamada(model?.centroCustoId, form?.opcoesChamada, model?.ultimoLocalId ?? null);
  const podeOperar = usePermission(PS.filaOperar);
  // a ticket of a reception queue is received, with its code and priority, at the reception that works at its queue's
  // location — the emergency one (issue 16 item 5) or the outpatient one (issue 17): the answer names the page and
  // the permission, so the panel knows no module
  const podeReceber = (s: SenhaNaFila) => !!s.recepcao && hasPermission(sessao?.permissoes, s.recepcao.permissao);
  const navigate = useNavigate();
  const abrirRecepcao = (s: SenhaNaFila) => {
    if (s.recepcao) navigate(s.recepcao.caminho);
  };
  const [modal, setModal] = useState<Modal | null>(null);
  const [ocupado, setOcupado] = useState<number | 'proxima' | null>(null);

  const nomeLocal = form?.opcoesChamada.find((o) => o.id === local)?.nome;
  const centro = form?.centrosCusto.find((c) => c.id === model?.centroCustoId);
  const limite = model?.chamadasParaNaoComparecimento ?? minhas.data?.data.chamadasParaNaoComparecimento ?? 3;
  const seguradas = minhas.data?.data.senhas ?? [];
  const aguardando = (model?.senhas ?? []).filter((s) => s.status.id === StatusSenha.EM_ESPERA);
  const nosGuiches = (model?.senhas ?? []).filter((s) => s.status.id !== StatusSenha.EM_ESPERA && s.usuario?.id !== sessao?.usuario.id);

  /** Runs an action and refetches the queue whatever happened (it may have changed meanwhile). */
  const agir = async (chave: number | 'proxima', fazer: () => Promise<unknown>) => {
    setOcupado(chave);
    try {
      await fazer();
    } catch (e) {
      handleApiError(e);
    } finally {
      setOcupado(null);
      recarregar();
    }
  };
  const avisar = (descricao: string) => feedback.notification.success({ title: 'Sucesso', description: descricao });
  const avisarChamada = (r: SenhaAlterada, texto: string) =>
    r.telas > 0
      ? avisar(texto)
      : feedback.notification.warning({
          title: 'Atenção',
          description: `${texto} Nenhuma tela mostra esta fila ou este local: a chamada não apareceu no painel.`,
        });

  const chamarProxima = () => {
    if (!podeOperar || !model || !local || ocupado !== null || modal) return;
    void agir('proxima', async () => {
      try {
        const r = await senhaApi.chamarProxima(model.centroCustoId, local);
        avisarChamada(r, `Senha ${r.codigo} chamada para ${nomeLocal ?? 'o seu local'}.`);
      } catch (e) {
        // an empty queue is news, not an error
        if (!(e instanceof ApiError && e.status === 404)) throw e;
        feedback.notification.info({ key: 'fila-vazia', title: 'Fila vazia', description: e.body.message });
      }
    });
  };
  useAtalho(ATALHO_CHAMAR_PROXIMA, chamarProxima, modal === null);

  const aoAgirNaSenha = (acao: AcaoSenha, s: SenhaNaFila) => {
    switch (acao) {
      case 'rechamar':
        return agir(s.id, async () => avisarChamada(await senhaApi.chamar(s.id), `Senha ${s.codigo} chamada novamente.`));
      case 'atender':
        return agir(s.id, async () => {
          await senhaApi.atender(s.id, s.opcaoChamada ? undefined : local);
          avisar(`Senha ${s.codigo} em atendimento.`);
          if (podeReceber(s)) abrirRecepcao(s);
        });
      case 'finalizar':
        return agir(s.id, async () => {
          await senhaApi.finalizar(s.id);
          avisar(`Atendimento da senha ${s.codigo} finalizado.`);
        });
      case 'devolver':
        return agir(s.id, async () => {
          await senhaApi.devolver(s.id);
          avisar(`Senha ${s.codigo} devolvida à fila.`);
        });
      case 'encaminhar':
        return setModal({ tipo: 'encaminhar', senha: s });
      case 'evadir':
        return setModal({ tipo: 'evadir', senha: s, daFila: false });
    }
  };
  const aoAgirNaLista = (acao: AcaoDaLista, s: SenhaNaFila) => {
    if (acao === 'evadir') return setModal({ tipo: 'evadir', senha: s, daFila: true });
    if (local)
      void agir(s.id, async () => avisarChamada(await senhaApi.chamar(s.id, local), `Senha ${s.codigo} chamada para ${nomeLocal}.`));
  };
  const salvoNoModal = () => {
    setModal(null);
    recarregar();
  };

  return (
    <div className="sm-page">
      <PageHeader
        title="Fila de senhas"
        subTitle={centro ? `${centro.nome} (${centro.setorNome})` : undefined}
        extra={<EstadoTempoReal conectado={conectado} carregando={fila.isFetching} aoRecarregar={recarregar} />}
      />
      {fila.isError && !model && <Alert type="error" showIcon title="Não foi possível carregar a fila." style={{ marginBottom: 16 }} />}
      {!form || !model ? (
        !fila.isError && <Skeleton active />
      ) : (
        <>
          <ContagemFila contagem={model.contagem} />
          <Flex gap={16} align="end" wrap style={{ marginBottom: 16 }}>
            {form.centrosCusto.length > 1 && (
              <Flex vertical gap={4}>
                <Typography.Text>Fila</Typography.Text>
                <Select
                  aria-label="Fila"
                  style={{ width: 300 }}
                  value={model.centroCustoId}
                  onChange={(v: number) => setParams({ centro_custo_id: String(v) })}
                  options={form.centrosCusto.map((c) => ({ value: c.id, label: `${c.nome} (${c.setorNome})` }))}
                />
              </Flex>
            )}
            <Flex vertical gap={4}>
              <Typography.Text>Meu local de chamada</Typography.Text>
              <Select
                aria-label="Meu local de chamada"
                style={{ width: 220 }}
                placeholder="Escolha o guichê ou a sala"
                value={local}
                onChange={definir}
                options={form.opcoesChamada.map((o) => ({ value: o.id, label: o.nome }))}
                notFoundContent="Nenhum local de chamada nesta fila"
              />
            </Flex>
            {podeOperar && (
              <Tooltip title={local ? undefined : 'Escolha o seu local de chamada.'}>
                <Button
                  type="primary"
                  size="large"
                  icon={<SoundOutlined />}
                  disabled={!local}
                  loading={ocupado === 'proxima'}
                  onClick={chamarProxima}
                  style={{ minWidth: 240, height: 56, fontSize: 20 }}
                >
                  Chamar próxima <Tag style={{ marginInlineStart: 8 }}>{ATALHO_CHAMAR_PROXIMA}</Tag>
                </Button>
              </Tooltip>
            )}
          </Flex>
          {form.opcoesChamada.length === 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Esta fila não tem locais de chamada cadastrados. Cadastre os guichês e salas em Painel de senhas › Local de chamada."
            />
          )}
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={8}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                No meu guichê
              </Typography.Title>
              {seguradas.length === 0 ? (
                <Typography.Paragraph type="secondary">
                  Nenhuma senha com você. Use “Chamar próxima” ({ATALHO_CHAMAR_PROXIMA}).
                </Typography.Paragraph>
              ) : (
                <Flex vertical gap={12}>
                  {seguradas.map((s) => (
                    <SenhaAtualCard
                      key={s.id}
                      senha={s}
                      outraFila={s.centroCusto.id !== model.centroCustoId}
                      limite={limite}
                      podeOperar={podeOperar}
                      ocupado={ocupado === s.id}
                      aoAgir={(a, x) => void aoAgirNaSenha(a, x)}
                      aoAbrirRecepcao={podeReceber(s) ? abrirRecepcao : undefined}
                    />
                  ))}
                </Flex>
              )}
              {nosGuiches.length > 0 && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
                  Em outros locais:{' '}
                  {nosGuiches.map((s) => (
                    <Tag key={s.id}>
                      {s.codigo} · {s.opcaoChamada?.nome ?? s.status.nome}
                    </Tag>
                  ))}
                </Typography.Paragraph>
              )}
            </Col>
            <Col xs={24} xl={16}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                Aguardando ({aguardando.length})
              </Typography.Title>
              <SenhasEspera
                senhas={aguardando}
                limiares={form.temposEspera}
                podeOperar={podeOperar}
                semLocal={!local}
                ocupado={typeof ocupado === 'number' ? ocupado : null}
                aoAgir={aoAgirNaLista}
              />
            </Col>
          </Row>
        </>
      )}
      {modal?.tipo === 'evadir' && (
        <NaoCompareceuModal senha={modal.senha} daFila={modal.daFila} aoFechar={() => setModal(null)} aoSalvar={salvoNoModal} />
      )}
      {modal?.tipo === 'encaminhar' && form && (
        <EncaminharModal
          senha={modal.senha}
          // the routes on screen are those of the queue shown: a held ticket of another queue is forwarded from there
          rotas={modal.senha.centroCusto.id === model?.centroCustoId ? form.encaminhamentos : []}
          aoFechar={() => setModal(null)}
          aoSalvar={salvoNoModal}
        />
      )}
    </div>
  );
}
