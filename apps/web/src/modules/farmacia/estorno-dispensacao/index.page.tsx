import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { ModalMotivo } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type DispensacaoLinha, dispensacaoApi } from '../dispensacao/dispensacao.api';

const FILTROS = {} satisfies FiltrosDaLista;

/**
 * farmacia/estorno-dispensacao/index (spec 000 §2.3; 001 §7 edit, update): the pharmacy's active dispensings and the
 * reversal of one with a reason: every unit goes back to the lot it left, a CEAF pickup back to its month.
 */
export default function EstornoDispensacaoPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [alvo, setAlvo] = useState<DispensacaoLinha | null>(null);
  const [motivo, setMotivo] = useState<string | null>(null);
  const columns: ServerColumn<DispensacaoLinha>[] = [
    { title: 'Data', dataIndex: 'dataHora', sorter: true, searchable: false, width: 130, render: (v: string) => formatarDataHora(v) },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, width: 260, ellipsis: true },
    { title: 'Medicamentos', dataIndex: 'medicamentos', searchable: false, ellipsis: true },
    { title: 'Atendido por', dataIndex: 'usuario', searchable: false, width: 190, ellipsis: true },
    {
      title: 'Ações',
      key: 'acoes',
      width: 90,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar dispensação ${l.id}`}
              onClick={() => navigate(`/farmacia/dispensacao/edit/${l.id}`, { state: { lista: `${location.pathname}${location.search}` } })}
            />
          </Tooltip>
          <Tooltip title="Estornar">
            <Button
              type="text"
              danger
              icon={<RollbackOutlined />}
              aria-label={`Estornar dispensação ${l.id}`}
              onClick={() => {
                setAlvo(l);
                setMotivo('');
              }}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
  const table = useServerTable<DispensacaoLinha>({
    endpoint: '/api/farmacia/estorno-dispensacao/list',
    columns,
    defaultSort: { field: 'dataHora', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  const estornar = async () => {
    if (!alvo) return;
    try {
      await dispensacaoApi.estornar(alvo.id, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Dispensação estornada: as quantidades voltaram aos lotes.' });
      setMotivo(null);
      setAlvo(null);
      await table.query.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Estorno de dispensação"
        subTitle="Dispensações ativas desta farmácia: o estorno devolve cada quantidade ao lote de onde saiu."
      />
      <ServerTable table={table} searchPlaceholder="Pesquisar pelo paciente" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
      <ModalMotivo
        tipo="estorno"
        titulo="Estornar dispensação"
        texto={alvo ? `${alvo.paciente}: ${alvo.medicamentos}. Cada quantidade volta ao lote de onde saiu. Informe o motivo.` : ''}
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void estornar()}
      />
    </div>
  );
}
