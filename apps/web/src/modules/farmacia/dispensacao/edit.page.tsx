import { FAR } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento, itensDoEstorno, TagLote, TagSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type DispensacaoEdicao, dispensacaoApi, type HistoricoReceitaLinha, imprimirRecibo } from './dispensacao.api';

const LISTA = '/farmacia/dispensacao/index';
type Item = DispensacaoEdicao['model']['itens'][number];

const colunasHistorico: ServerColumn<HistoricoReceitaLinha>[] = [
  { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 100, render: (v: string) => formatarData(v) },
  { title: 'Medicamento', dataIndex: 'material', sorter: true },
  { title: 'Qtd.', dataIndex: 'quantidade', searchable: false, width: 70, align: 'right' },
  {
    title: 'Próxima retirada',
    dataIndex: 'proximaRetirada',
    searchable: false,
    width: 120,
    render: (v: string | null) => (v ? formatarData(v) : '—'),
  },
  { title: 'Receita', dataIndex: 'receita', searchable: false, ellipsis: true, render: (v: string | null) => v ?? '—' },
  { title: 'Farmácia', dataIndex: 'centroCusto', searchable: false, width: 200, ellipsis: true },
  colunaSituacaoDocumento(false),
];

/** historico-receitas/{pacienteId} (spec 001 §7): every medicine the patient received at any pharmacy, newest first. */
function HistoricoReceitas({ pacienteId }: { pacienteId: number }) {
  const table = useServerTable<HistoricoReceitaLinha>({
    endpoint: dispensacaoApi.historico(pacienteId),
    columns: colunasHistorico,
    defaultSort: { field: 'data', dir: 'desc' },
  });
  return (
    <>
      <Typography.Title level={5}>Medicamentos já recebidos pelo paciente</Typography.Title>
      <ServerTable table={table} searchPlaceholder="Pesquisar medicamento" />
    </>
  );
}

const colunasItens = [
  { title: 'Medicamento', dataIndex: 'material', key: 'material' },
  { title: 'Prescrito', dataIndex: 'prescrito', key: 'prescrito', render: (v: string | null) => v ?? '—' },
  { title: 'Qtd.', dataIndex: 'quantidade', key: 'quantidade', width: 70, align: 'right' as const },
  {
    title: 'Posologia',
    key: 'posologia',
    width: 150,
    render: (_: unknown, i: Item) =>
      [i.unidadesPorDia && `${i.unidadesPorDia.replace('.', ',')} un./dia`, i.diasTratamento && `${i.diasTratamento} dias`]
        .filter(Boolean)
        .join(' · ') || '—',
  },
  {
    title: 'Próxima retirada',
    dataIndex: 'proximaRetirada',
    key: 'proxima',
    width: 120,
    render: (v: string | null) => (v ? formatarData(v) : '—'),
  },
  {
    title: 'Lotes',
    key: 'lotes',
    render: (_: unknown, i: Item) => (
      <Space size={4} wrap>
        {i.lotes.map((l) => (
          <TagLote key={l.loteId} lote={l} />
        ))}
      </Space>
    ),
  },
];

/**
 * farmacia/dispensacao/edit/{id} (spec 000 §2.3): the dispensing with its prescriptions and lots; the observation may
 * be corrected (update), the receipt reprinted (with the reprint's date), and the patient's history read below.
 */
export default function DispensacaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? LISTA;
  const podeEditar = usePermission(FAR.dispensacaoEditar);
  const [observacao, setObservacao] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['farmacia', 'dispensacao', id], queryFn: () => dispensacaoApi.ler(id) });
  const d = q.data?.model;
  const salvarObservacao = async () => {
    try {
      await dispensacaoApi.editar(id, observacao || null);
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      setObservacao(null);
      await q.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de medicamentos"
        subTitle={d ? `Farmácia: ${d.centroCusto}` : undefined}
        extra={
          <Space>
            {d?.situacao === 1 && <Button onClick={() => void imprimirRecibo(id, true)}>Reimprimir comprovante</Button>}
            {d && podeEditar && <Button onClick={() => setObservacao(d.observacao ?? '')}>Editar observação</Button>}
            <Button onClick={() => navigate(lista)}>Voltar</Button>
          </Space>
        }
      />
      {d && <CabecalhoPaciente paciente={d.paciente} />}
      <Card loading={q.isLoading} style={{ marginBottom: 12 }}>
        {d && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Data">{formatarDataHora(d.dataHora)}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoDocumento situacao={d.situacao} />
              </Descriptions.Item>
              <Descriptions.Item label="Atendido por">{d.registradoPor ?? '—'}</Descriptions.Item>
              {d.supervisor && (
                <Descriptions.Item label="Retirada antecipada autorizada por" span={3}>
                  {d.supervisor} — {d.justificativaAntecipada}
                </Descriptions.Item>
              )}
              {itensDoEstorno(d)}
            </Descriptions>
            <Descriptions size="small" column={1} title="Receitas atendidas" style={{ marginTop: 8 }}>
              {d.receitas.map((r) => (
                <Descriptions.Item key={r.id} label={r.origemNome}>
                  <Space size={4} wrap>
                    <span>{r.tipoNome}</span>
                    <span>de {formatarData(r.dataEmissao)}</span>
                    {r.prescritorNome && <span>· {r.prescritorNome}</span>}
                    {r.prescritorConselho && <span>({r.prescritorConselho})</span>}
                    {r.numeroNotificacao && <span>· nº {r.numeroNotificacao}</span>}
                    {r.retida && <Tag color="red">Retida</Tag>}
                  </Space>
                </Descriptions.Item>
              ))}
            </Descriptions>
            <Table<Item> size="small" rowKey="id" pagination={false} dataSource={d.itens} columns={colunasItens} style={{ marginTop: 8 }} />
          </>
        )}
      </Card>
      {d && <HistoricoReceitas pacienteId={d.paciente.pacienteId} />}
      <Modal
        open={observacao !== null}
        title="Editar observação"
        okText="Salvar"
        cancelText="Cancelar"
        onOk={() => void salvarObservacao()}
        onCancel={() => setObservacao(null)}
      >
        <Input.TextArea
          aria-label="Observação"
          maxLength={500}
          value={observacao ?? ''}
          onChange={(ev) => setObservacao(ev.target.value)}
        />
      </Modal>
    </div>
  );
}
