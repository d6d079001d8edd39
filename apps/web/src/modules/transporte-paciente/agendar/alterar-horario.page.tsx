import { formatDataBr, NOME_TIPO_PASSAGEIRO, type TpAgendamentoLido } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { API_AGENDAR, agendarApi } from './agendar.api';

/**
 * transporte-paciente/alterar-horario/list (spec 000 §2.3; GET/PUT agendar/alterar-horario): the bookings of a day to
 * a destination; the selected get a new appointment time and, optionally, another recurring trip of that day (its
 * seats checked again on the server). Each change goes to the booking's history.
 */
export default function AlterarHorarioPage() {
  const qc = useQueryClient();
  const [data, setData] = useState<string | null>(hoje());
  const [destinoId, setDestinoId] = useState<number | undefined>();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [horario, setHorario] = useState<string | null>(null);
  const [jornadaId, setJornadaId] = useState<number | undefined>();
  const form = useQuery({ queryKey: ['tp', 'agendar', 'create'], queryFn: agendarApi.formulario, staleTime: 60_000 });
  const lista = useQuery({
    queryKey: ['tp', 'alterar-horario', data, destinoId],
    queryFn: () => api.get<{ data: TpAgendamentoLido[] }>(`${API_AGENDAR}/alterar-horario`, { query: { data, destinoId } }),
    enabled: Boolean(data),
  });
  const jornadas = useQuery({
    queryKey: ['tp', 'jornadas', destinoId, data],
    queryFn: () => agendarApi.jornadas(destinoId as number, data as string),
    enabled: Boolean(destinoId && data),
  });
  const alterar = useMutation({
    mutationFn: () =>
      api.put(`${API_AGENDAR}/alterar-horario`, { ids: selecionados, horarioConsulta: horario || null, jornadaId: jornadaId ?? null }),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: `${selecionados.length} agendamento(s) alterado(s).` });
      setSelecionados([]);
      void qc.invalidateQueries({ queryKey: ['tp'] });
    },
    onError: handleApiError,
  });
  return (
    <div className="sm-page">
      <PageHeader title="Alterar horário" subTitle="Novo horário de consulta (e viagem recorrente) para os agendamentos selecionados." />
      <Card size="small">
        <Form layout="inline" style={{ marginBottom: 8, rowGap: 8 }}>
          <Form.Item label="Data" htmlFor="tp-ah-data">
            <DateInput id="tp-ah-data" value={data} onChange={setData} />
          </Form.Item>
          <Form.Item label="Destino" htmlFor="tp-ah-destino">
            <Select
              id="tp-ah-destino"
              allowClear
              style={{ width: 220 }}
              value={destinoId}
              onChange={(v) => {
                setDestinoId(v);
                setJornadaId(undefined);
              }}
              options={(form.data?.data.destinos ?? []).map((d) => ({ value: d.id, label: d.nome }))}
            />
          </Form.Item>
        </Form>
        <Table<TpAgendamentoLido>
          size="small"
          rowKey="id"
          loading={lista.isLoading}
          dataSource={lista.data?.data ?? []}
          pagination={false}
          scroll={{ y: 380 }}
          rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) }}
          columns={[
            { title: 'Nº', dataIndex: 'numero', width: 110 },
            { title: 'Paciente', dataIndex: 'pacienteNome' },
            { title: 'Destino', dataIndex: 'destinoNome', render: (v: string, a) => [v, a.localNome].filter(Boolean).join(' — ') },
            { title: 'Consulta', dataIndex: 'horarioConsulta', width: 90, render: (v: string | null) => v?.slice(0, 5) ?? '—' },
            {
              title: 'Viagem',
              dataIndex: 'jornadaNome',
              render: (v: string | null, a) => (v ? `${a.horarioSaida?.slice(0, 5)} ${v}` : '—'),
            },
            { title: 'Passageiro', dataIndex: 'tipoPassageiro', width: 110, render: (v: number) => NOME_TIPO_PASSAGEIRO[v] },
          ]}
        />
        <Space style={{ marginTop: 12 }} wrap>
          <Form.Item label="Novo horário da consulta" htmlFor="tp-ah-horario" style={{ marginBottom: 0 }}>
            <TimeInput id="tp-ah-horario" value={horario} onChange={setHorario} />
          </Form.Item>
          <Form.Item label="Viagem recorrente" htmlFor="tp-ah-jornada" style={{ marginBottom: 0 }}>
            <Select
              id="tp-ah-jornada"
              allowClear
              disabled={!destinoId}
              style={{ width: 280 }}
              value={jornadaId}
              onChange={setJornadaId}
              options={(jornadas.data?.data ?? []).map((j) => ({ value: j.id, label: `${j.horarioSaida.slice(0, 5)} – ${j.nome}` }))}
            />
          </Form.Item>
          <Button type="primary" disabled={!selecionados.length} loading={alterar.isPending} onClick={() => alterar.mutate()}>
            Alterar horário ({selecionados.length})
          </Button>
        </Space>
        {data && <div style={{ marginTop: 8, color: 'rgba(0,0,0,.45)' }}>Agendamentos de {formatDataBr(data)}.</div>}
      </Card>
    </div>
  );
}
