import { ALM, FILTRO_ITENS_INVENTARIO, SITUACAO_INVENTARIO, SituacaoInventarioNome } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, InputNumber, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { ModalMotivo, reais } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { COR_SITUACAO_INVENTARIO, type InventarioItem, inventarioApi } from './inventario.api';
import { NovoLoteModal } from './novo-lote.modal';

const LISTA = '/almoxarifado/inventario/index';
const corDiferenca = (d: number | null) => (d === null || d === 0 ? undefined : d < 0 ? 'danger' : 'success');

/**
 * The count sheet of one inventory (`/almoxarifado/inventario/contagem/{id}`): the lots with the quantity expected
 * at opening, the counted quantity typed per line (kept across pages until "Salvar contagem"), the difference and
 * its value; include a lot found on the shelf; apply (one transaction of adjustments) or cancel.
 */
export default function InventarioContagemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pode = { contar: usePermission(ALM.inventarioContar), aplicar: usePermission(ALM.inventarioAplicar) };
  const inv = useQuery({ queryKey: ['almoxarifado', 'inventario', id], queryFn: () => inventarioApi.ler(id) });
  const [editados, setEditados] = useState<Record<number, number | null>>({});
  const [novoLote, setNovoLote] = useState(false);
  const [motivo, setMotivo] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const m = inv.data;
  const aberto = m?.situacao === SITUACAO_INVENTARIO.EM_ANDAMENTO;
  const editavel = aberto && pode.contar;
  const pendentes = Object.keys(editados).length;
  useUnsavedGuard(pendentes > 0);

  const recarregar = async () => {
    await Promise.all([inv.refetch(), queryClient.invalidateQueries({ queryKey: ['datatable', inventarioApi.itens(id)] })]);
  };
  const salvar = async () => {
    setSalvando(true);
    try {
      const itens = Object.entries(editados).map(([item, q]) => ({ id: Number(item), quantidadeContada: q }));
      await inventarioApi.contar(id, itens);
      setEditados({});
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      await recarregar();
    } catch (e) {
      handleApiError(e);
    } finally {
      setSalvando(false);
    }
  };
  const aplicar = () =>
    confirmDialog({
      title: 'Aplicar inventário',
      content: `As ${m?.totais.divergentes ?? 0} diferenças contadas viram ajustes de estoque, todas juntas. Depois de aplicado, o inventário não se altera.`,
      onConfirm: async () => {
        await inventarioApi.aplicar(id);
        feedback.notification.success({ title: 'Sucesso', description: 'Inventário aplicado: os saldos foram ajustados.' });
        await recarregar();
      },
    });
  const cancelar = async () => {
    try {
      await inventarioApi.cancelar(id, motivo ?? '');
      setMotivo(null);
      await recarregar();
    } catch (e) {
      handleApiError(e);
    }
  };

  const contado = (l: InventarioItem) => (l.id in editados ? editados[l.id] : l.quantidadeContada);
  const columns: ServerColumn<InventarioItem>[] = [
    {
      title: 'Material',
      dataIndex: 'material',
      sorter: true,
      render: (v: string, l) => (
        <>
          {v} {l.incluido && <Tag color="purple">Incluído na contagem</Tag>}
        </>
      ),
    },
    { title: 'Lote', dataIndex: 'lote', sorter: true, width: 110 },
    { title: 'Validade', dataIndex: 'validade', sorter: true, searchable: false, width: 105, render: (v: string) => formatarData(v) },
    { title: 'Esperado', dataIndex: 'quantidadeEsperada', searchable: false, width: 95, align: 'right' },
    {
      title: 'Contado',
      key: 'contado',
      width: 120,
      render: (_: unknown, l) =>
        editavel ? (
          <InputNumber
            aria-label={`Quantidade contada do lote ${l.lote}`}
            min={0}
            precision={0}
            value={contado(l)}
            onChange={(v) => setEditados((e) => ({ ...e, [l.id]: v === null || v === undefined ? null : Number(v) }))}
            style={{ width: '100%' }}
          />
        ) : (
          (l.quantidadeContada ?? '—')
        ),
    },
    {
      title: 'Diferença',
      key: 'diferenca',
      width: 95,
      align: 'right',
      render: (_: unknown, l) => {
        const c = contado(l);
        const d = c === null || c === undefined ? null : c - l.quantidadeEsperada;
        return <Typography.Text type={corDiferenca(d)}>{d === null ? '—' : d > 0 ? `+${d}` : d}</Typography.Text>;
      },
    },
    {
      title: 'Valor da diferença',
      key: 'valor',
      width: 140,
      align: 'right',
      render: (_: unknown, l) => {
        const c = contado(l);
        return c === null || c === undefined ? '—' : reais((c - l.quantidadeEsperada) * Number(l.custoUnitario));
      },
    },
  ];
  const table = useServerTable<InventarioItem>({
    endpoint: inventarioApi.itens(id),
    columns,
    defaultSort: { field: 'material', dir: 'asc' },
    filters: ['situacao'],
  });

  return (
    <div className="sm-page">
      <PageHeader
        title={m ? `Inventário nº ${m.id}` : 'Inventário'}
        subTitle={m ? `Estoque: ${m.centroCusto}` : undefined}
        extra={
          <Space wrap>
            {editavel && <Button onClick={() => setNovoLote(true)}>Incluir lote</Button>}
            {editavel && (
              <Button type="primary" disabled={pendentes === 0} loading={salvando} onClick={() => void salvar()}>
                {pendentes ? `Salvar contagem (${pendentes})` : 'Salvar contagem'}
              </Button>
            )}
            {aberto && pode.aplicar && (
              <>
                <Button type="primary" ghost disabled={pendentes > 0} onClick={aplicar}>
                  Aplicar inventário
                </Button>
                <Button danger onClick={() => setMotivo('')}>
                  Cancelar inventário
                </Button>
              </>
            )}
            <Button onClick={() => navigate(LISTA)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={inv.isLoading} size="small" style={{ marginBottom: 12 }}>
        {m && (
          <Descriptions size="small" column={{ xs: 1, md: 3, xl: 6 }}>
            <Descriptions.Item label="Situação">
              <Tag color={COR_SITUACAO_INVENTARIO[m.situacao]}>{SituacaoInventarioNome[m.situacao]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Aberto em">{`${formatarDataHora(m.abertoEm)}${m.abertoPor ? ` por ${m.abertoPor}` : ''}`}</Descriptions.Item>
            <Descriptions.Item label="Contados">{`${m.totais.contados} de ${m.totais.itens}`}</Descriptions.Item>
            <Descriptions.Item label="Divergências">{m.totais.divergentes}</Descriptions.Item>
            <Descriptions.Item label="Valor das diferenças">{reais(m.totais.valorDiferencas)}</Descriptions.Item>
            {m.aplicadoEm && (
              <Descriptions.Item label="Aplicado em">{`${formatarDataHora(m.aplicadoEm)}${m.aplicadoPor ? ` por ${m.aplicadoPor}` : ''}`}</Descriptions.Item>
            )}
            {m.motivoCancelamento && <Descriptions.Item label="Cancelado">{m.motivoCancelamento}</Descriptions.Item>}
          </Descriptions>
        )}
      </Card>
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por material ou lote"
        toolbar={
          <Segmented
            aria-label="Lotes"
            value={table.filtros.situacao ?? 'todos'}
            onChange={(v) => table.setFiltro('situacao', v === 'todos' ? undefined : String(v))}
            options={[
              { value: 'todos', label: 'Todos' },
              { value: FILTRO_ITENS_INVENTARIO.PENDENTES, label: 'Sem contagem' },
              { value: FILTRO_ITENS_INVENTARIO.DIVERGENTES, label: 'Com diferença' },
            ]}
          />
        }
      />
      {novoLote && (
        <NovoLoteModal
          inventarioId={id}
          onClose={() => setNovoLote(false)}
          onIncluido={async () => {
            setNovoLote(false);
            await recarregar();
          }}
        />
      )}
      <ModalMotivo
        tipo="cancelamento"
        titulo="Cancelar inventário"
        texto="Nenhum saldo é ajustado. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void cancelar()}
      />
    </div>
  );
}
