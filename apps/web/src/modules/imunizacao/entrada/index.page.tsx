import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { IMU, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento, ModalMotivo } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type EntradaVacinaLinha, type EntradaVacinaModelo, estoqueVacinaApi } from '../estoque-comum/estoque.api';

const FILTROS = { status: { opcoes: opcoesDeNomes(SituacaoDocumentoEstoqueNome), nome: 'situacao' } } satisfies FiltrosDaLista;

/** An entry's lots, and its reversal while every dose is still here. */
function DetalheEntrada({ id, fechar, alterada }: { id: number | null; fechar: () => void; alterada: () => void }) {
  const podeEstornar = usePermission(IMU.entradaCadastrar);
  const [motivo, setMotivo] = useState<string | null>(null);
  const dados = useQuery({
    queryKey: ['imunizacao', 'entrada', id],
    queryFn: () => estoqueVacinaApi.lerEntrada(id as number),
    enabled: !!id,
  });
  const estornar = useMutation({
    mutationFn: (m: string) => estoqueVacinaApi.estornarEntrada(id as number, m),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Entrada estornada.' });
      setMotivo(null);
      void dados.refetch();
      alterada();
    },
    onError: handleApiError,
  });
  const e: EntradaVacinaModelo | undefined = dados.data;
  return (
    <Modal
      open={!!id}
      title={e ? `Entrada de ${formatarData(e.data)}` : 'Entrada'}
      onCancel={fechar}
      width={900}
      footer={[
        podeEstornar && e?.situacao === 1 && (
          <Button key="estornar" danger disabled={!e.estornavel} onClick={() => setMotivo('')}>
            Estornar
          </Button>
        ),
        <Button key="fechar" onClick={fechar}>
          Fechar
        </Button>,
      ]}
    >
      {e && (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="Estoque">{e.sala}</Descriptions.Item>
            <Descriptions.Item label="Origem">{e.origem}</Descriptions.Item>
            <Descriptions.Item label="Documento">{e.documento ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Registrada por">{e.registradoPor ?? '—'}</Descriptions.Item>
            {e.motivoEstorno && <Descriptions.Item label="Motivo do estorno">{e.motivoEstorno}</Descriptions.Item>}
          </Descriptions>
          {e.situacao === 1 && !e.estornavel && (
            <Alert
              type="info"
              showIcon
              style={{ margin: '8px 0' }}
              message="Parte das doses já saiu do estoque: a entrada não pode mais ser estornada."
            />
          )}
          <Table
            size="small"
            rowKey={(l) => `${l.lote}-${l.vacina}`}
            pagination={false}
            dataSource={e.itens}
            columns={[
              { title: 'Vacina', dataIndex: 'vacina' },
              { title: 'Lote', dataIndex: 'lote', width: 110 },
              { title: 'Fabricante', dataIndex: 'fabricante', render: (v: string | null) => v ?? '—' },
              { title: 'Validade', dataIndex: 'validade', width: 100, render: (v: string) => formatarData(v) },
              { title: 'Doses/frasco', dataIndex: 'dosesPorFrasco', width: 100, align: 'right' },
              { title: 'Frascos', dataIndex: 'frascos', width: 80, align: 'right', render: (v: number) => v.toLocaleString('pt-BR') },
              { title: 'Doses', dataIndex: 'doses', width: 80, align: 'right' },
            ]}
          />
        </>
      )}
      <ModalMotivo
        tipo="estorno"
        titulo="Estornar entrada"
        texto="As doses desta entrada saem do estoque."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => motivo && estornar.mutate(motivo)}
      />
    </Modal>
  );
}

/** imunizacao/entrada/index (spec 000 §2.3): vaccines received at the session's room or cold store. */
export default function EntradaVacinaIndexPage() {
  const navigate = useNavigate();
  const podeCadastrar = usePermission(IMU.entradaCadastrar);
  const [aberta, setAberta] = useState<number | null>(null);
  const columns: ServerColumn<EntradaVacinaLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Origem', dataIndex: 'origem', sorter: true, ellipsis: true },
    { title: 'Documento', dataIndex: 'documento', sorter: true, width: 220, render: (v: string | null) => v ?? '—' },
    { title: 'Vacinas', dataIndex: 'vacinas', searchable: false, ellipsis: true },
    { title: 'Doses', dataIndex: 'doses', searchable: false, width: 90, align: 'right' },
    colunaSituacaoDocumento(),
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Visualizar">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Visualizar entrada ${l.id}`} onClick={() => setAberta(l.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<EntradaVacinaLinha>({
    endpoint: `${estoqueVacinaApi.entrada}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Entradas de vacinas"
        subTitle="Imunobiológicos recebidos neste estoque (rede de frio ou sala), contados em doses."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/imunizacao/entrada/create')}>
              Nova entrada
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por origem, documento ou vacina"
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
      />
      <DetalheEntrada id={aberta} fechar={() => setAberta(null)} alterada={() => void table.query.refetch()} />
    </div>
  );
}
