import { FECHAMENTO_MASSA_MAX } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { faaApi, type LinhaFechamento, PA_API, type ResultadoMassa } from '../fechamento-faa/faa.api';
import { nomeDoPaciente } from '../fechamento-faa/faa.componentes';

/**
 * pronto-atendimento/fechamento-faa-massa/index (issue 6 step 7): the FAAs of the session's unit ready to
 * close; the ones checked (across pages, at most 500) are closed in one request, and the answer says which
 * closed and why the others did not (a record may have changed since the list was read).
 */
export default function FechamentoFaaMassaIndexPage() {
  const [selecionadas, setSelecionadas] = useState<number[]>([]);
  const [resultado, setResultado] = useState<ResultadoMassa[] | null>(null);
  const columns: ServerColumn<LinhaFechamento>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Chegada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nomeDoPaciente(l) },
    { title: 'CID', dataIndex: 'cidPrincipal', searchable: false, width: 70, render: (v: string | null) => v ?? '—' },
    {
      title: 'A faturar',
      key: 'procedimentos',
      render: (_: unknown, l) => l.procedimentos.map((p) => `${p.codigo} ×${p.quantidade}`).join(', ') || '—',
    },
  ];
  const table = useServerTable<LinhaFechamento>({
    endpoint: `${PA_API}/fechamento-faa/datatable?prontas=1`,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'asc' },
    filters: nomesDosFiltros({}),
  });

  const fechar = useMutation({
    mutationFn: (ids: number[]) => faaApi.fecharEmMassa(ids),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setResultado(r.data);
      setSelecionadas([]);
      void table.query.refetch();
    },
  });
  const confirmar = () =>
    confirmDialog({
      title: 'Fechar FAAs',
      content: `Fechar ${selecionadas.length} FAA(s) selecionada(s)? Os procedimentos serão lançados para faturamento.`,
      onConfirm: () => fechar.mutateAsync(selecionadas),
    });

  const toolbar = (
    <BarraFiltros
      lista={table}
      acoes={
        <Button
          type="primary"
          disabled={!selecionadas.length || selecionadas.length > FECHAMENTO_MASSA_MAX}
          loading={fechar.isPending}
          onClick={confirmar}
        >
          Fechar selecionadas ({selecionadas.length})
        </Button>
      }
    />
  );

  return (
    <div className="sm-page">
      <PageHeader title="Fechamento de FAA em massa" subTitle="FAAs desta unidade prontas para fechar." />
      {selecionadas.length > FECHAMENTO_MASSA_MAX && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`Selecione no máximo ${FECHAMENTO_MASSA_MAX} FAAs por vez.`} />
      )}
      <ServerTable
        table={table}
        toolbar={toolbar}
        searchPlaceholder="Paciente, CPF, CNS ou nº da FAA"
        rowSelection={{
          selectedRowKeys: selecionadas,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelecionadas(keys.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': 'Selecionar todas desta página' }),
          getCheckboxProps: (l) => ({ 'aria-label': `Selecionar FAA nº ${l.numero}` }),
        }}
      />
      {resultado && (
        <Modal
          open
          title="Resultado do fechamento"
          footer={<Button onClick={() => setResultado(null)}>Fechar</Button>}
          onCancel={() => setResultado(null)}
          width={720}
        >
          <Table<ResultadoMassa>
            size="small"
            rowKey="atendimentoId"
            pagination={false}
            dataSource={resultado}
            columns={[
              { title: 'FAA nº', dataIndex: 'numero', width: 120, render: (v: number | null, r) => v ?? `#${r.atendimentoId}` },
              {
                title: 'Situação',
                dataIndex: 'fechada',
                width: 120,
                render: (v: boolean) => (v ? <Tag color="green">Fechada</Tag> : <Tag color="orange">Não fechada</Tag>),
              },
              {
                title: 'Motivo',
                dataIndex: 'motivos',
                render: (m: string[]) => (m.length ? <Typography.Text>{m.join('; ')}</Typography.Text> : '—'),
              },
            ]}
          />
        </Modal>
      )}
    </div>
  );
}
