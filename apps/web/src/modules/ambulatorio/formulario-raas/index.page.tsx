import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AMB, CAPS_TIPO, competenciaBr, DESTINO_RAAS } from '@saude/shared';
import { Button, Input, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { API_RAAS, type RaasLinha } from './formulario-raas.api';

/**
 * ambulatorio/formulario-raas (spec 000 §2.3; issue 17): the psychosocial-care RAAS sheets, per competência, found
 * by the patient's name or CNS; each opens to be completed during the month. The export file comes with billing.
 */
export default function FormularioRaasPage() {
  const navigate = useNavigate();
  const pode = { cadastrar: usePermission(AMB.raasCadastrar), editar: usePermission(AMB.raasEditar) };
  const columns: ServerColumn<RaasLinha>[] = [
    { title: 'Competência', dataIndex: 'competencia', sorter: true, width: 110, render: (v: string) => competenciaBr(v) },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true },
    { title: 'CNS', dataIndex: 'pacienteCns', width: 150 },
    { title: 'Unidade', dataIndex: 'unidadeNome', sorter: true, width: 180 },
    { title: 'CID', dataIndex: 'cidPrincipal', width: 80 },
    { title: 'CAPS', dataIndex: 'capsTipo', width: 120, render: (v: string) => CAPS_TIPO[v] ?? v },
    { title: 'Destino', dataIndex: 'destino', width: 150, render: (v: string) => DESTINO_RAAS[v] ?? v },
    { title: 'Ações', dataIndex: 'quantidade', width: 80, render: (v: number, l) => `${l.acoes} (${v})` },
    {
      title: '',
      key: 'acoes',
      width: 60,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title={pode.editar ? 'Abrir' : 'Visualizar'}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Abrir RAAS de ${l.pacienteNome}`}
            onClick={() => navigate(`/ambulatorio/formulario-raas/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<RaasLinha>({
    endpoint: `${API_RAAS}/datatable`,
    columns,
    defaultSort: { field: 'competencia', dir: 'desc' },
    filters: ['competencia'],
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="RAAS psicossocial"
        subTitle="Fichas de atenção psicossocial (CAPS) por paciente e competência."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/ambulatorio/formulario-raas/create')}>
              Nova RAAS
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Paciente ou CNS"
        toolbar={
          <Input.Search
            aria-label="Competência"
            placeholder="Competência (MM/AAAA)"
            allowClear
            maxLength={7}
            style={{ width: 200 }}
            defaultValue={table.filtros.competencia}
            onSearch={(v) => table.setFiltro('competencia', v.trim() || undefined)}
          />
        }
      />
    </div>
  );
}
