import { SaveOutlined } from '@ant-design/icons';
import { NOME_SITUACAO_AGENDAMENTO_TRANSPORTE, NOME_TIPO_PASSAGEIRO, SITUACAO_AGENDAMENTO_TRANSPORTE as SA } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { horaCurta, type PassageiroViagemWeb, viagemApi } from '../viagem/viagem.api';

type Marca = { embarcou: boolean; acompanhantes: Record<number, boolean> };

/**
 * transporte-paciente/gerenciamento/create/:id (issue 23): a trip's passengers — who boarded and who did not
 * (no-show), each companion too. A closed trip is read-only (the server refuses: reopen it first).
 */
export default function GerenciamentoPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['transporte-paciente', 'viagem', id], queryFn: () => viagemApi.detalhe(id), enabled: id > 0 });
  const [marcas, setMarcas] = useState<Record<number, Marca>>({});
  const v = q.data;
  const fechada = v?.situacao === 2;
  const marcaDe = (p: PassageiroViagemWeb): Marca | undefined =>
    marcas[p.id] ??
    (p.situacao === SA.embarcou || p.situacao === SA.faltou
      ? {
          embarcou: p.situacao === SA.embarcou,
          acompanhantes: Object.fromEntries(p.acompanhantesLista.map((a) => [a.id, a.embarcou ?? false])),
        }
      : undefined);
  const salvar = useMutation({
    mutationFn: () =>
      viagemApi.embarque(id, {
        passageiros: Object.entries(marcas).map(([ag, m]) => ({
          agendamentoId: Number(ag),
          embarcou: m.embarcou,
          acompanhantes: Object.entries(m.acompanhantes).map(([a, e]) => ({ id: Number(a), embarcou: e })),
        })),
      }),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Embarques registrados.' });
      setMarcas({});
      void qc.invalidateQueries({ queryKey: ['transporte-paciente'] });
    },
    onError: handleApiError,
  });
  const marcar = (p: PassageiroViagemWeb, embarcou: boolean) =>
    setMarcas({ ...marcas, [p.id]: { embarcou, acompanhantes: Object.fromEntries(p.acompanhantesLista.map((a) => [a.id, embarcou])) } });

  return (
    <div className="sm-page">
      <PageHeader
        title={v ? `Passageiros da viagem nº ${v.numero}` : 'Passageiros da viagem'}
        subTitle={
          v ? `${dayjs(v.data).format('DD/MM/YYYY')} ${horaCurta(v.horarioSaida)} — ${v.destino} — ${v.placa} — ${v.condutor}` : undefined
        }
        extra={
          <Space>
            {v && <Button onClick={() => viagemApi.manifesto(v).catch(handleApiError)}>Imprimir relação</Button>}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={fechada || !Object.keys(marcas).length}
              loading={salvar.isPending}
              onClick={() => salvar.mutate()}
            >
              Salvar embarques
            </Button>
          </Space>
        }
      />
      {fechada && (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title="Viagem fechada: reabra-a em Reabertura de viagem para alterá-la." />
      )}
      <Card size="small">
        <Table<PassageiroViagemWeb>
          size="small"
          rowKey="id"
          loading={q.isFetching}
          dataSource={v?.passageirosLista ?? []}
          pagination={false}
          columns={[
            {
              // the whole name (it is read aloud at the door), the CNS below
              title: 'Passageiro',
              dataIndex: 'paciente',
              render: (x: string, p) => (
                <>
                  <div>{x}</div>
                  {p.cns && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      CNS {p.cns}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { title: 'Embarque', dataIndex: 'ponto', width: 170, render: (x: string | null) => x ?? '—' },
            { title: 'Consulta', dataIndex: 'horarioConsulta', width: 80, render: horaCurta },
            { title: 'Tipo', dataIndex: 'tipoPassageiro', width: 96, render: (t: number) => NOME_TIPO_PASSAGEIRO[t] },
            {
              title: 'Situação',
              key: 'sit',
              width: 200,
              render: (_: unknown, p) => {
                if (p.situacao === SA.cancelado) return <Tag>{NOME_SITUACAO_AGENDAMENTO_TRANSPORTE[p.situacao]}</Tag>;
                const m = marcaDe(p);
                return (
                  <Radio.Group
                    aria-label={`Embarque de ${p.paciente}`}
                    disabled={fechada}
                    value={m === undefined ? undefined : m.embarcou ? 'sim' : 'nao'}
                    onChange={(e) => marcar(p, e.target.value === 'sim')}
                    options={[
                      { value: 'sim', label: 'Embarcou' },
                      { value: 'nao', label: 'Faltou' },
                    ]}
                  />
                );
              },
            },
            {
              title: 'Acompanhantes',
              key: 'ac',
              width: 240,
              render: (_: unknown, p) =>
                p.acompanhantesLista.map((a) => {
                  const m = marcaDe(p);
                  return (
                    <div key={a.id}>
                      <Checkbox
                        disabled={fechada || !m?.embarcou}
                        checked={m?.acompanhantes[a.id] ?? false}
                        onChange={(e) =>
                          m && setMarcas({ ...marcas, [p.id]: { ...m, acompanhantes: { ...m.acompanhantes, [a.id]: e.target.checked } } })
                        }
                      >
                        {a.nome}
                      </Checkbox>
                    </div>
                  );
                }),
            },
          ]}
        />
      </Card>
    </div>
  );
}
