import { ALM, SITUACAO_ITEM_REQUISICAO as I, SITUACAO_REQUISICAO as R } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../../components/Authorized';
import { TagLote } from '../../../../components/estoque';
import { DateInput } from '../../../../components/fields/DateInput';
import { PageHeader } from '../../../../components/PageHeader';
import { hoje } from '../../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../../lib/errors';
import { feedback } from '../../../../lib/feedback';
import { type RequisicaoModelo, requisicaoApi } from '../requisicao.api';
import { CabecalhoRequisicao, SuprimentosRequisicao, TagSituacaoItem } from '../requisicao.componentes';

interface ValoresSuprimento {
  data: string;
  itens: { quantidade: number | null }[];
}

type Acao = { tipo: 'recusar' } | { tipo: 'estornar'; suprimentoId: number };

/** What to give now of each item: what is missing, as far as the valid stock goes (the clerk may lower it). */
const sugerida = (i: RequisicaoModelo['itens'][number]) =>
  i.situacao === I.LIBERADO ? Math.max(0, Math.min(i.quantidadeSolicitada - i.quantidadeAtendida, i.disponivel ?? 0)) : 0;

/**
 * almoxarifado/requisicao-suprimento/edit/{id} (issue 18): the warehouse supplies a requisition, all or part. Each item
 * shows the lots the engine will take (first-expiry-first-out) for what is missing; items waiting for permission are
 * decided in requisicao-pendente-permissao. A supply can be reversed; a requisition not supplied at all, refused.
 */
export default function SuprimentoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podeSuprir = usePermission(ALM.suprimentoCadastrar);
  const podeEstornar = usePermission(ALM.estornoSuprimento);
  const [form] = Form.useForm<ValoresSuprimento>();
  const [acao, setAcao] = useState<Acao | null>(null);
  const [motivo, setMotivo] = useState('');
  const chave = ['almoxarifado', 'requisicao-suprimento', id];
  const q = useQuery({ queryKey: chave, queryFn: () => requisicaoApi.lerSuprimento(id) });
  const r = q.data?.model;
  const atualizar = (model: RequisicaoModelo) => cliente.setQueryData(chave, { model });
  // a new answer (a supply, a reversal) brings new quantities to suggest: the form starts again from them
  // biome-ignore lint/correctness/useExhaustiveDependencies: q.data is the trigger, not a value read here
  useEffect(() => form.resetFields(), [q.data, form]);
  const atendivel = !!r && podeSuprir && (r.situacao === R.ABERTA || r.situacao === R.ATENDIDA_PARCIALMENTE);
  const suprir = useMutation({
    // the form registers only the quantities: each line's item is the requisition's item at that position
    mutationFn: (v: ValoresSuprimento) =>
      requisicaoApi.suprir(id, {
        data: v.data,
        itens: (r?.itens ?? []).map((i, n) => ({ requisicaoItemId: i.id, quantidade: v.itens?.[n]?.quantidade ?? 0 })),
      }),
    onSuccess: (model) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Atendimento registrado: os lotes saíram do estoque.' });
      atualizar(model);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const confirmar = async () => {
    if (!acao) return;
    try {
      atualizar(
        acao.tipo === 'recusar' ? await requisicaoApi.recusar(id, motivo) : await requisicaoApi.estornar(acao.suprimentoId, motivo),
      );
      feedback.notification.success({
        title: 'Sucesso',
        description: acao.tipo === 'recusar' ? 'Requisição recusada.' : 'Atendimento estornado: os lotes voltaram ao estoque.',
      });
      setAcao(null);
      setMotivo('');
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={r ? `Atender requisição nº ${r.id}` : 'Atender requisição'}
        extra={
          <Space>
            {r?.situacao === R.ABERTA && podeSuprir && (
              <Button danger onClick={() => setAcao({ tipo: 'recusar' })}>
                Recusar requisição
              </Button>
            )}
            <Button onClick={() => navigate('/almoxarifado/requisicao-suprimento/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {r && (
          <>
            <CabecalhoRequisicao r={r} />
            {r.itens.some((i) => i.situacao === I.PENDENTE_PERMISSAO) && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                title="Há itens de materiais que este setor não pode pedir: aprove ou recuse em Pendências de permissão."
              />
            )}
            <Form<ValoresSuprimento>
              form={form}
              layout="vertical"
              initialValues={{ data: hoje(), itens: r.itens.map((i) => ({ quantidade: sugerida(i) })) }}
              onValuesChange={clearErrorsOnChange(form)}
              onFinish={(v) => suprir.mutate(v)}
            >
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={r.itens}
                columns={[
                  { title: 'Material', dataIndex: 'material' },
                  { title: 'Pedida', dataIndex: 'quantidadeSolicitada', width: 80, align: 'right' },
                  { title: 'Atendida', dataIndex: 'quantidadeAtendida', width: 90, align: 'right' },
                  { title: 'Disponível', dataIndex: 'disponivel', width: 100, align: 'right', render: (v: number | null) => v ?? '—' },
                  {
                    title: 'Lotes sugeridos (validade mais próxima primeiro)',
                    key: 'lotes',
                    render: (_, i) =>
                      i.situacao !== I.LIBERADO ? (
                        <>
                          <TagSituacaoItem situacao={i.situacao} />
                          {i.situacao === I.PENDENTE_PERMISSAO && (
                            <Link to={`/almoxarifado/requisicao-pendente-permissao/edit/${i.id}`}>Decidir</Link>
                          )}
                        </>
                      ) : (
                        <Space size={4} wrap>
                          {(i.sugestao ?? []).map((l) => (
                            <TagLote key={l.loteId} lote={l} />
                          ))}
                          {i.quantidadeAtendida >= i.quantidadeSolicitada && <Tag color="green">Completo</Tag>}
                        </Space>
                      ),
                  },
                  {
                    title: 'A atender',
                    key: 'atender',
                    width: 120,
                    render: (_, i, n) => (
                      <Form.Item name={['itens', n, 'quantidade']} style={{ margin: 0 }}>
                        <InputNumber
                          aria-label={`Quantidade a atender de ${i.material}`}
                          min={0}
                          max={i.quantidadeSolicitada - i.quantidadeAtendida}
                          precision={0}
                          disabled={!atendivel || i.situacao !== I.LIBERADO || i.quantidadeAtendida >= i.quantidadeSolicitada}
                        />
                      </Form.Item>
                    ),
                  },
                ]}
              />
              {atendivel && (
                <Space align="end" style={{ marginTop: 12 }}>
                  <Form.Item name="data" label="Data do atendimento" style={{ margin: 0 }}>
                    <DateInput />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={suprir.isPending}>
                    Atender
                  </Button>
                </Space>
              )}
            </Form>
            <SuprimentosRequisicao
              r={r}
              estornar={podeEstornar ? (suprimentoId) => setAcao({ tipo: 'estornar', suprimentoId }) : undefined}
            />
          </>
        )}
      </Card>
      <Modal
        open={acao !== null}
        title={acao?.tipo === 'recusar' ? 'Recusar requisição' : 'Estornar atendimento'}
        okText={acao?.tipo === 'recusar' ? 'Recusar' : 'Estornar'}
        okButtonProps={{ danger: true, disabled: !motivo.trim() }}
        cancelText="Voltar"
        onOk={() => void confirmar()}
        onCancel={() => setAcao(null)}
      >
        <p>
          {acao?.tipo === 'recusar' ? 'O setor verá o motivo da recusa.' : 'Cada quantidade volta ao lote de onde saiu.'} Informe o motivo.
        </p>
        <Input.TextArea aria-label="Motivo" maxLength={300} value={motivo} onChange={(ev) => setMotivo(ev.target.value)} />
      </Modal>
    </div>
  );
}
