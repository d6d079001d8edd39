import { LockOutlined, PrinterOutlined } from '@ant-design/icons';
import { NOME_SITUACAO_EXAME_IMAGEM } from '@saude/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, DatePicker, Empty, Select, Space, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type ExamePrevia, type FechamentoResumo, fechamentoApi, type LinhaPrevia, mesBr, moeda } from './fechamento.api';

/** The month closed by default: the last one (a month still running cannot be closed). */
const mesPassado = () => dayjs().subtract(1, 'month').format('YYYY-MM');

const colunasExame = [
  { title: 'Paciente', dataIndex: 'paciente', ellipsis: true },
  { title: 'CNS', dataIndex: 'cns', width: 150, render: (v: string | null) => v ?? '—' },
  {
    title: 'Data',
    key: 'data',
    width: 140,
    render: (_: unknown, e: ExamePrevia) =>
      e.realizadoEm ? formatarDataHora(e.realizadoEm) : e.data ? dayjs(e.data).format('DD/MM/YYYY') : '—',
  },
  { title: 'Solicitante', dataIndex: 'solicitante', ellipsis: true, render: (v: string | null) => v ?? '—' },
];

function ListaExames({ exames, comProcedimento }: { exames: ExamePrevia[]; comProcedimento?: boolean }) {
  return (
    <Table<ExamePrevia>
      size="small"
      rowKey="id"
      dataSource={exames}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        ...colunasExame,
        ...(comProcedimento
          ? [{ title: 'Procedimento', dataIndex: 'procedimento', width: 120 }]
          : [{ title: 'Situação', dataIndex: 'situacao', width: 200, render: (v: number) => NOME_SITUACAO_EXAME_IMAGEM[v] }]),
      ]}
    />
  );
}

/**
 * exame-imagem/fechamento/create (spec 000 §2.3, issue 22): the performing unit and the month → what will be billed,
 * per SIGTAP procedure with the exams behind each line and the warnings; "Fechar competência" freezes it. Below, the
 * closed competences with their printable closing (the SIGTAP lines the billing operator types into BPA).
 */
export default function FechamentoImagemPage() {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const form = useQuery({ queryKey: ['exame-imagem', 'fechamento', 'form'], queryFn: fechamentoApi.form });
  const unidadeId = Number(params.get('unidade')) || form.data?.unidadePadrao || undefined;
  const competencia = params.get('competencia') ?? mesPassado();
  const filtro = unidadeId ? { unidadeId, competencia } : null;
  const previa = useQuery({
    queryKey: ['exame-imagem', 'fechamento', 'previa', filtro],
    queryFn: () => fechamentoApi.previa(filtro as NonNullable<typeof filtro>),
    enabled: !!filtro,
    placeholderData: keepPreviousData,
  });
  const fechar = useMutation({
    mutationFn: fechamentoApi.fechar,
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: `Competência ${mesBr(competencia)} fechada.` });
      void qc.invalidateQueries({ queryKey: ['exame-imagem', 'fechamento'] });
    },
    onError: handleApiError,
  });
  const mudar = (k: string, v?: string | number | null) => {
    const p = new URLSearchParams(params);
    if (v == null || v === '') p.delete(k);
    else p.set(k, String(v));
    setParams(p, { replace: true });
  };
  const d = previa.data;
  const confirmar = () =>
    filtro &&
    feedback.modal.confirm({
      title: `Fechar a competência ${mesBr(competencia)}?`,
      content: `${d?.quantidade ?? 0} exame(s), ${moeda(d?.total ?? 0)}. Depois de fechada, um exame só muda por "Alteração de exame finalizado", com o motivo; a competência não é reaberta.`,
      okText: 'Fechar competência',
      cancelText: 'Cancelar',
      // the error is shown by onError; the dialog closes either way
      onOk: () => fechar.mutateAsync(filtro).catch(() => undefined),
    });

  return (
    <div className="sm-page">
      <PageHeader
        title="Fechamento da competência"
        subTitle="Exames realizados no mês, por procedimento SIGTAP: o que será faturado."
        extra={
          <Button
            type="primary"
            icon={<LockOutlined />}
            disabled={!d || !!d.fechamento || !d.quantidade}
            loading={fechar.isPending}
            onClick={confirmar}
          >
            Fechar competência
          </Button>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Unidade executante"
          placeholder="Unidade executante"
          style={{ width: 340 }}
          value={unidadeId}
          options={(form.data?.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
          onChange={(v) => mudar('unidade', v)}
        />
        <DatePicker
          picker="month"
          format="MM/YYYY"
          aria-label="Competência"
          placeholder="MM/AAAA"
          allowClear={false}
          value={dayjs(`${competencia}-01`)}
          onChange={(m) => m && mudar('competencia', m.format('YYYY-MM'))}
        />
      </Space>
      {previa.isError && <Alert type="error" showIcon title={(previa.error as Error).message} />}
      {d?.fechamento && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={`Competência fechada em ${formatarDataHora(d.fechamento.fechadoEm)}${d.fechamento.fechadoPor ? ` por ${d.fechamento.fechadoPor}` : ''}.`}
        />
      )}
      {!!d?.semLaudo.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`${d.semLaudo.length} exame(s) realizado(s) sem laudo (serão faturados).`}
        />
      )}
      {!!d?.agendados.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`${d.agendados.length} exame(s) do mês ainda agendado(s), sem realização registrada: não serão faturados.`}
        />
      )}
      {!!d?.foraDoFechamento.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={`${d.foraDoFechamento.length} exame(s) realizado(s) no mês depois do fechamento: ficaram fora do fechamento.`}
        />
      )}
      <Table<LinhaPrevia>
        size="small"
        rowKey={(l) => `${l.procedimento}-${l.valorUnitario}`}
        loading={previa.isFetching}
        dataSource={d?.linhas ?? []}
        pagination={false}
        scroll={{ y: 300 }}
        locale={{ emptyText: <Empty description="Nenhum exame realizado nesta competência." /> }}
        expandable={{ expandedRowRender: (l) => <ListaExames exames={l.exames} /> }}
        columns={[
          { title: 'Código SIGTAP', dataIndex: 'procedimento', width: 130 },
          { title: 'Procedimento', dataIndex: 'nome', ellipsis: true },
          { title: 'Quantidade', dataIndex: 'quantidade', width: 110, align: 'right' },
          { title: 'Valor unitário', dataIndex: 'valorUnitario', width: 130, align: 'right', render: moeda },
          { title: 'Total', dataIndex: 'total', width: 130, align: 'right', render: moeda },
        ]}
        summary={() =>
          d ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{d.quantidade}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} />
              <Table.Summary.Cell index={5} align="right">
                <strong>{moeda(d.total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {d && (d.semLaudo.length > 0 || d.agendados.length > 0 || d.foraDoFechamento.length > 0) && (
        <Collapse
          size="small"
          style={{ marginTop: 8 }}
          items={[
            ...(d.semLaudo.length
              ? [
                  {
                    key: 'sem-laudo',
                    label: `Realizados sem laudo (${d.semLaudo.length})`,
                    children: <ListaExames exames={d.semLaudo} comProcedimento />,
                  },
                ]
              : []),
            ...(d.agendados.length
              ? [
                  {
                    key: 'agendados',
                    label: `Ainda agendados — não faturados (${d.agendados.length})`,
                    children: <ListaExames exames={d.agendados} comProcedimento />,
                  },
                ]
              : []),
            ...(d.foraDoFechamento.length
              ? [
                  {
                    key: 'fora',
                    label: `Fora do fechamento (${d.foraDoFechamento.length})`,
                    children: <ListaExames exames={d.foraDoFechamento} comProcedimento />,
                  },
                ]
              : []),
          ]}
        />
      )}
      <Card size="small" title="Competências fechadas" style={{ marginTop: 12 }}>
        <Table<FechamentoResumo>
          size="small"
          rowKey="id"
          dataSource={form.data?.fechamentos ?? []}
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
          locale={{ emptyText: 'Nenhuma competência fechada.' }}
          columns={[
            { title: 'Competência', dataIndex: 'competencia', width: 110, render: mesBr },
            { title: 'Unidade', dataIndex: 'unidade', ellipsis: true },
            { title: 'Exames', dataIndex: 'quantidade', width: 90, align: 'right' },
            { title: 'Valor', dataIndex: 'valor', width: 130, align: 'right', render: moeda },
            { title: 'Fechada em', dataIndex: 'fechadoEm', width: 150, render: (v: string) => formatarDataHora(v) },
            { title: 'Por', dataIndex: 'fechadoPor', width: 180, ellipsis: true },
            {
              title: 'Ações',
              key: 'acoes',
              width: 100,
              fixed: 'right',
              render: (_: unknown, f) => (
                <Button size="small" icon={<PrinterOutlined />} onClick={() => fechamentoApi.imprimir(f).catch(handleApiError)}>
                  PDF
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Uma competência fechada não é reaberta: correções de exames fechados são feitas em "Alteração de exame finalizado".
      </Typography.Paragraph>
    </div>
  );
}
