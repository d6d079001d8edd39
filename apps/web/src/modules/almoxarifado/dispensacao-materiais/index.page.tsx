import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { ALM, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { Button, Space, Tooltip } from 'antd';
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
import { formatarData } from '../../../lib/dates';
import { type DispensacaoLinha, dispensacaoApi, imprimirRecibo } from './dispensacao.api';

const FILTROS = { status: { opcoes: opcoesDeNomes(SituacaoDocumentoEstoqueNome), nome: 'situacao' } } satisfies FiltrosDaLista;

/**
 * almoxarifado/dispensacao-materiais/index (spec 000 §2.3): the supplies handed to patients from the session's
 * stock (period and situation in the URL), and the patient search that starts a new dispensing.
 */
export default function DispensacaoIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const podeDispensar = usePermission(ALM.dispensacaoCadastrar);
  const lista = `${location.pathname}${location.search}`;
  const columns: ServerColumn<DispensacaoLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Itens', dataIndex: 'quantidadeItens', searchable: false, width: 80, align: 'right' },
    colunaSituacaoDocumento(),
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar dispensação ${l.id}`}
              onClick={() => navigate(`/almoxarifado/dispensacao-materiais/edit/${l.id}`, { state: { lista } })}
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
    endpoint: `${dispensacaoApi.base}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de materiais"
        subTitle="Materiais entregues a pacientes (insumos para diabéticos, curativos, fraldas) por este estoque."
        extra={
          podeDispensar && (
            <div style={{ width: 420, maxWidth: '100%' }}>
              <Autocomplete<{ id: number; label: string }>
                url={`${dispensacaoApi.base}/paciente/autocomplete`}
                label="Nova dispensação: paciente"
                placeholder="Nova dispensação: nome, CPF, CNS ou nascimento"
                optionLabel="label"
                onChange={(id) => id && navigate(`/almoxarifado/dispensacao-materiais/create/${id}`, { state: { lista } })}
              />
            </div>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder="Pesquisar pelo paciente" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
    </div>
  );
}
