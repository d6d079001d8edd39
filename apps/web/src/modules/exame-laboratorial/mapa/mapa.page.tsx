import { PrinterOutlined } from '@ant-design/icons';
import { type LinhaMapa, SETORES_LABORATORIO, SITUACOES_EXAME_LAB } from '@saude/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DateInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { coletaApi, type TipoMapa } from '../coleta/coleta.api';

const TITULOS: Record<TipoMapa, string> = { 'mapa-dia': 'Mapa do dia', 'mapa-producao': 'Mapa de produção' };
const DESCRICOES: Record<TipoMapa, string> = {
  'mapa-dia': 'Exames agendados para o dia (a coletar, coletados e não coletados), por setor e paciente.',
  'mapa-producao': 'Exames coletados do dia, por setor e paciente, com os campos de resultado em branco para a bancada.',
};
const nomeSetor = (v: number) => SETORES_LABORATORIO.find((s) => s.value === v)?.label ?? 'Outros';

/**
 * mapa-dia/create and mapa-producao/create (spec 000 §2.3; issue 21): the bench worklist of a laboratory, sector and
 * day. The screen shows the first lines; "Imprimir" prints the whole A4 list from the server.
 */
export function MapaTrabalhoPage({ tipo }: { tipo: TipoMapa }) {
  const [params, setParams] = useSearchParams();
  const form = useQuery({ queryKey: ['exame-laboratorial', tipo, 'form'], queryFn: () => coletaApi.formMapa(tipo) });
  const laboratorioId = Number(params.get('laboratorio')) || form.data?.laboratorioPadrao || undefined;
  const setor = Number(params.get('setor')) || undefined;
  const data = params.get('data') ?? hoje();
  const filtro = laboratorioId ? { laboratorioId, setor, data } : null;
  const mapa = useQuery({
    queryKey: ['exame-laboratorial', tipo, filtro],
    queryFn: () => coletaApi.mapa(tipo, filtro as NonNullable<typeof filtro>),
    enabled: !!filtro,
    placeholderData: keepPreviousData,
  });
  const mudar = (k: string, v?: string | number | null) => {
    const p = new URLSearchParams(params);
    if (v == null || v === '') p.delete(k);
    else p.set(k, String(v));
    setParams(p, { replace: true });
  };
  const m = mapa.data;
  return (
    <div className="sm-page">
      <PageHeader
        title={TITULOS[tipo]}
        subTitle={DESCRICOES[tipo]}
        extra={
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!filtro}
            onClick={() => filtro && coletaApi.imprimirMapa(tipo, filtro).catch(handleApiError)}
          >
            Imprimir
          </Button>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Laboratório"
          placeholder="Laboratório"
          style={{ width: 340 }}
          value={laboratorioId}
          options={(form.data?.laboratorios ?? []).map((l) => ({ value: l.id, label: l.nome }))}
          onChange={(v) => mudar('laboratorio', v)}
        />
        <Select
          aria-label="Setor"
          placeholder="Todos os setores"
          allowClear
          style={{ width: 200 }}
          value={setor}
          options={form.data?.setores ?? []}
          onChange={(v) => mudar('setor', v)}
        />
        <div style={{ width: 150 }}>
          <DateInput aria-label="Data" value={data} onChange={(v) => v && mudar('data', v)} />
        </div>
      </Space>
      {mapa.isError && <Alert type="error" showIcon message={(mapa.error as Error).message} />}
      {m && (
        <Typography.Paragraph>
          {m.total} exame(s) de {m.pacientes} paciente(s).
          {m.truncado && ` A tela mostra os ${m.linhas.length} primeiros; a impressão traz todos.`}
        </Typography.Paragraph>
      )}
      <Table<LinhaMapa>
        size="small"
        rowKey="id"
        loading={mapa.isFetching}
        dataSource={m?.linhas ?? []}
        pagination={{ pageSize: 100, hideOnSinglePage: true }}
        locale={{ emptyText: 'Nenhum exame para o filtro informado.' }}
        columns={[
          { title: 'Setor', dataIndex: 'setor', width: 130, render: (v: number) => nomeSetor(v) },
          { title: 'Nº agendamento', dataIndex: 'numero', width: 130 },
          { title: 'Hora', dataIndex: 'hora', width: 70, render: (v: string) => v.slice(0, 5) },
          { title: 'Paciente', key: 'paciente', render: (_: unknown, l) => `${l.paciente}${l.idade ? ` — ${l.idade}` : ''}` },
          { title: 'Exame', key: 'exame', render: (_: unknown, l) => `${l.sigla} — ${l.exame}` },
          { title: 'Material', dataIndex: 'material', width: 110 },
          {
            title: 'Situação',
            dataIndex: 'situacao',
            width: 170,
            render: (v: number) => SITUACOES_EXAME_LAB.find((s) => s.value === v)?.label,
          },
          { title: 'Campos de resultado', dataIndex: 'campos', render: (v: string[]) => v.join(', ') },
        ]}
      />
    </div>
  );
}
