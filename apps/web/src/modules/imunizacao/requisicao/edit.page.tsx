import { IMU } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { ModalMotivo } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { AtendimentoRequisicao, type ValoresAtendimento } from './atendimento';
import { type RequisicaoModelo, requisicaoApi } from './requisicao.api';
import { FormularioRequisicao, type ValoresRequisicao } from './requisicao.form';
import { TagSituacaoRequisicao } from './situacao';

/**
 * imunizacao/requisicao/edit/{id} (spec 000 §2.3, issue 20): the room changes or cancels its pending requisition; the
 * cold store answers it (doses per vaccine → a distribution) or refuses it; afterwards both see what was supplied.
 */
export default function RequisicaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podePedir = usePermission(IMU.requisicaoCadastrar);
  const podeAtender = usePermission(IMU.requisicaoAtender);
  const [formPedido] = Form.useForm<ValoresRequisicao>();
  const [formAtendimento] = Form.useForm<ValoresAtendimento>();
  const [motivo, setMotivo] = useState<{ acao: 'cancelar' | 'recusar'; texto: string } | null>(null);
  const chave = ['imunizacao', 'requisicao', id];
  const q = useQuery({ queryKey: chave, queryFn: () => requisicaoApi.ler(id) });
  const r = q.data?.model;
  const editando = !!r?.podeEditar && podePedir;
  const atendendo = !!r?.podeAtender && podeAtender;
  const dados = useQuery({ queryKey: ['imunizacao', 'requisicao', 'create'], queryFn: requisicaoApi.form, enabled: editando });
  const atualizar = (model: RequisicaoModelo) => cliente.setQueryData(chave, { model });
  const alterar = useMutation({
    mutationFn: (v: ValoresRequisicao) => requisicaoApi.alterar(id, v),
    onSuccess: (m) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Requisição alterada.' });
      atualizar(m);
    },
    onError: (e) => applyFormErrors(formPedido, e),
  });
  const atender = useMutation({
    mutationFn: (v: ValoresAtendimento) =>
      requisicaoApi.atender(id, {
        data: v.data,
        itens: (r?.itens ?? []).map((i, n) => ({ itemId: i.id, doses: v.itens?.[n]?.doses ?? 0 })),
      }),
    onSuccess: (m) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Requisição atendida: as doses seguem em trânsito para a sala.' });
      atualizar(m);
    },
    onError: (e) => applyFormErrors(formAtendimento, e),
  });
  const encerrar = async () => {
    if (!motivo) return;
    try {
      atualizar(await (motivo.acao === 'cancelar' ? requisicaoApi.cancelar : requisicaoApi.recusar)(id, motivo.texto));
      feedback.notification.success({
        title: 'Sucesso',
        description: motivo.acao === 'cancelar' ? 'Requisição cancelada.' : 'Requisição recusada.',
      });
      setMotivo(null);
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={r ? `Requisição nº ${r.id}` : 'Requisição'}
        extra={
          <Space>
            {editando && (
              <Button danger onClick={() => setMotivo({ acao: 'cancelar', texto: '' })}>
                Cancelar requisição
              </Button>
            )}
            <Button onClick={() => navigate('/imunizacao/requisicao/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {r && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="Sala de vacinação">{r.sala}</Descriptions.Item>
              <Descriptions.Item label="Rede de frio">{r.redeFrio}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoRequisicao situacao={r.situacao} />
              </Descriptions.Item>
              <Descriptions.Item label="Pedido">
                {formatarData(r.data)} {r.solicitante && `por ${r.solicitante}`}
              </Descriptions.Item>
              {r.dataAtendimento && (
                <Descriptions.Item label="Atendimento">
                  {formatarData(r.dataAtendimento)} {r.atendidoPor && `por ${r.atendidoPor}`}
                </Descriptions.Item>
              )}
              {r.distribuicaoId && (
                <Descriptions.Item label="Distribuição">
                  <Link to={`/imunizacao/distribuicao/edit/${r.distribuicaoId}`}>nº {r.distribuicaoId}</Link>
                </Descriptions.Item>
              )}
              {r.motivoSituacao && <Descriptions.Item label="Motivo">{r.motivoSituacao}</Descriptions.Item>}
              {r.observacao && <Descriptions.Item label="Observação">{r.observacao}</Descriptions.Item>}
            </Descriptions>
            {editando ? (
              <FormularioRequisicao
                form={formPedido}
                dados={dados.data?.form}
                inicial={{
                  centroCustoRedeFrioId: r.centroCustoRedeFrioId,
                  observacao: r.observacao,
                  itens: r.itens.map((i) => ({ vacinaId: i.vacinaId, doses: i.dosesSolicitadas })),
                }}
                salvando={alterar.isPending}
                onFinish={(v) => alterar.mutate(v)}
                rotuloSalvar="Salvar alterações"
              />
            ) : atendendo ? (
              <AtendimentoRequisicao
                r={r}
                form={formAtendimento}
                enviando={atender.isPending}
                onFinish={(v) => atender.mutate(v)}
                onRecusar={() => setMotivo({ acao: 'recusar', texto: '' })}
              />
            ) : (
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={r.itens}
                columns={[
                  { title: 'Vacina', dataIndex: 'vacina' },
                  { title: 'Doses pedidas', dataIndex: 'dosesSolicitadas', width: 120, align: 'right' },
                  {
                    title: 'Doses atendidas',
                    dataIndex: 'dosesAtendidas',
                    width: 130,
                    align: 'right',
                    render: (v: number | null) => v ?? '—',
                  },
                  { title: 'Estoque da sala', dataIndex: 'estoqueSala', width: 130, align: 'right' },
                  { title: 'Consumo médio mensal', dataIndex: 'consumoMedioMensal', width: 160, align: 'right' },
                ]}
              />
            )}
          </>
        )}
      </Card>
      <ModalMotivo
        tipo={motivo?.acao === 'recusar' ? 'recusa' : 'cancelamento'}
        titulo={motivo?.acao === 'recusar' ? 'Recusar requisição' : 'Cancelar requisição'}
        texto={motivo?.acao === 'recusar' ? 'Informe à sala o motivo da recusa.' : 'Informe o motivo do cancelamento.'}
        motivo={motivo?.texto ?? null}
        setMotivo={(texto: string | null) => setMotivo(texto == null ? null : { acao: motivo?.acao ?? 'cancelar', texto })}
        onOk={() => void encerrar()}
      />
    </div>
  );
}
