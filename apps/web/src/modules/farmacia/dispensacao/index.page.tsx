import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { FAR, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento } from '../../../components/estoque';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { type DispensacaoLinha, dispensacaoApi, imprimirRecibo } from './dispensacao.api';

const FILTROS = { status: { opcoes: opcoesDeNomes(SituacaoDocumentoEstoqueNome), nome: 'situacao' } } satisfies FiltrosDaLista;

/**
 * farmacia/dispensacao/index (spec 000 §2.3): the dispensings of the session's pharmacy (period and situation in the
 * URL) and the patient search that starts a new one (the queue's "Atender" starts it too).
 */
export default function DispensacaoIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const podeDispensar = usePermission(FAR.dispensacaoCadastrar);
  const lista = `${location.pathname}${location.search}`;
  const columns: ServerColumn<DispensacaoLinha>[] = [
    {
      title: 'Data',
      dataIndex: 'dataHora',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, width: 260, ellipsis: true },
    {
      title: 'Medicamentos',
      dataIndex: 'medicamentos',
      searchable: false,
      ellipsis: true,
      render: (v: string, l) => (
        <Space size={4}>
          {l.antecipada && <Tag color="orange">Antecipada</Tag>}
          <Typography.Text ellipsis title={v}>
            {v}
          </Typography.Text>
        </Space>
      ),
    },
    { title: 'Atendido por', dataIndex: 'usuario', searchable: false, width: 190, ellipsis: true },
    colunaSituacaoDocumento(),
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
              onClick={() => navigate(`/farmacia/dispensacao/edit/${l.id}`, { state: { lista } })}
            />
          </Tooltip>
          {l.situacao === 1 && (
            <Tooltip title="Reimprimir comprovante">
              <Button
                type="text"
                icon={<PrinterOutlined />}
                aria-label={`Reimprimir comprovante ${l.id}`}
                onClick={() => void imprimirRecibo(l.id, true)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
  const table = useServerTable<DispensacaoLinha>({
    endpoint: `${dispensacaoApi.base}/list`,
    columns,
    defaultSort: { field: 'dataHora', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de medicamentos"
        subTitle="Medicamentos entregues pela farmácia, com as receitas atendidas."
        extra={
          podeDispensar && (
            <div style={{ width: 420, maxWidth: '100%' }}>
              <Autocomplete<{ id: number; label: string }>
                url={`${dispensacaoApi.base}/paciente/autocomplete`}
                label="Nova dispensação: paciente"
                placeholder="Nova dispensação: nome, CPF, CNS ou nascimento"
                optionLabel="label"
                autoFocus
                onChange={(id) => id && navigate(`/farmacia/dispensacao/create/${id}`, { state: { lista } })}
              />
            </div>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder="Pesquisar pelo paciente" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
    </div>
  );
}
