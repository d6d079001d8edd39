import { TipoAtendimentoEnfermagemNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { codigoSigtap } from '../../../components/clinico';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { enfermagemAmbulatorioApi, FILA_URL, type LinhaEnfermagem } from './enfermagem.api';

const colunas: TableColumnsType<LinhaEnfermagem> = [
  { title: 'Data/hora', key: 'criadoEm', width: 130, render: (_, l) => formatarDataHora(l.criadoEm) },
  { title: 'Tipo', key: 'tipo', width: 170, render: (_, l) => TipoAtendimentoEnfermagemNome[l.tipo] ?? '' },
  { title: 'Paciente', dataIndex: 'paciente', key: 'paciente' },
  { title: 'Profissional', key: 'profissional', width: 200, render: (_, l) => l.profissional ?? '' },
  {
    title: 'PA',
    key: 'pa',
    width: 90,
    render: (_, l) => (l.paSistolica != null && l.paDiastolica != null ? `${l.paSistolica}/${l.paDiastolica}` : ''),
  },
  { title: 'IMC', key: 'imc', width: 70, render: (_, l) => l.imc?.replace('.', ',') ?? '' },
  {
    title: 'Procedimentos',
    key: 'procedimentos',
    width: 220,
    render: (_, l) =>
      l.procedimentos
        ?.split(', ')
        .map((c) => codigoSigtap(c))
        .join(', ') ?? '',
  },
];

/**
 * ambulatorio/atendimento-enfermagem (issue 17): the pre-consultations and nursing procedures of the last 24 hours
 * at the user's unit. New ones start from the queue ("Atender" at the nursing).
 */
export default function EnfermagemAmbulatorioIndexPage() {
  const navigate = useNavigate();
  const lista = useQuery({
    queryKey: ['ambulatorio', 'atendimento-enfermagem'],
    queryFn: ({ signal }) => enfermagemAmbulatorioApi.lista(signal),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Atendimentos de enfermagem do ambulatório"
        subTitle="Últimas 24 horas nesta unidade"
        extra={
          <Button type="primary" onClick={() => navigate(FILA_URL)}>
            Ir para a fila
          </Button>
        }
      />
      {lista.isError && <Alert type="error" showIcon title="Não foi possível carregar os atendimentos." style={{ marginBottom: 16 }} />}
      <Table<LinhaEnfermagem>
        size="small"
        rowKey="id"
        loading={lista.isLoading}
        dataSource={lista.data?.data ?? []}
        columns={colunas}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        tableLayout="fixed"
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Nenhum atendimento de enfermagem nas últimas 24 horas.' }}
      />
    </div>
  );
}
