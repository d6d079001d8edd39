import { RollbackOutlined } from '@ant-design/icons';
import { type evasaoLinhaSchema, mensagens, type Resposta } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { PA_API } from '../fechamento-faa/faa.api';
import { nomeDoPaciente } from '../fechamento-faa/faa.componentes';
import { filaApi } from '../fila-atendimento/fila.api';

type LinhaEvasao = Resposta<typeof evasaoLinhaSchema>;

/**
 * pronto-atendimento/cancelamento-evasao/index (issue 6 step 7): the evasions of the last 7 days at the
 * session's unit, with the reason and who registered it; cancelling one puts the patient back in the queue.
 */
export default function CancelamentoEvasaoIndexPage() {
  const columns: ServerColumn<LinhaEvasao>[] = [
    {
      title: 'Evadido em',
      dataIndex: 'evadidoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120, render: (v: number | null) => v ?? '—' },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nomeDoPaciente(l) },
    { title: 'Fila', dataIndex: 'centroCustoNome', searchable: false },
    { title: 'Motivo', dataIndex: 'motivoEvasao', searchable: false },
    { title: 'Registrado por', dataIndex: 'evadidoPorNome', searchable: false, render: (v: string | null) => v ?? '—' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Cancelar evasão">
          <Button
            type="text"
            icon={<RollbackOutlined />}
            aria-label={`Cancelar evasão de ${nomeDoPaciente(l)}`}
            onClick={() =>
              confirmDialog({
                title: 'Cancelar evasão',
                content: `${nomeDoPaciente(l)} volta à fila "${l.centroCustoNome}". Confirma?`,
                onConfirm: async () => {
                  await filaApi.cancelarEvasao(l.id);
                  feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
                  await table.query.refetch();
                },
              })
            }
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<LinhaEvasao>({
    endpoint: `${PA_API}/cancelamento-evasao/datatable`,
    columns,
    defaultSort: { field: 'evadidoEm', dir: 'desc' },
  });
  return (
    <div className="sm-page">
      <PageHeader title="Cancelamento de evasão" subTitle="Evasões dos últimos 7 dias nesta unidade." />
      <ServerTable table={table} searchPlaceholder="Paciente, CPF, CNS ou nº da FAA" />
    </div>
  );
}
