import { BulbOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  cabe,
  categoriaCobre,
  NOME_TIPO_PASSAGEIRO,
  NOME_TIPO_VEICULO,
  ocupacaoDe,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  TIPOS_VEICULO,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Empty, Input, Progress, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type FormMontagem, horaCurta, type PassageiroWeb, type VeiculoWeb, viagemApi } from '../viagem/viagem.api';

/** A trip on the screen: an open one of the day (viagemId) or a new one; `novos` are the passengers placed here now. */
interface Rascunho {
  chave: string;
  viagemId?: number;
  jornadaId?: number;
  numero?: number;
  destinoId: number | null;
  veiculoId: number | null;
  condutorId: number | null;
  horarioSaida: string;
  /** Places already taken on an open trip (its saved passengers). */
  base: { lugares: number; cadeirante: number; maca: number };
  novos: number[];
}

const doServidor = (f: FormMontagem): Rascunho[] =>
  f.viagens
    .filter((v) => v.situacao === 1)
    .map((v) => ({
      chave: `v${v.id}`,
      viagemId: v.id,
      numero: v.numero,
      destinoId: v.destinoId,
      veiculoId: v.veiculoId,
      condutorId: v.condutorId,
      horarioSaida: horaCurta(v.horarioSaida),
      base: v.ocupacao,
      novos: [],
    }));

function Ocupacao({ usados, total, rotulo }: { usados: number; total: number; rotulo: string }) {
  const pct = total ? Math.round((usados / total) * 100) : usados ? 100 : 0;
  return (
    <div>
      <Typography.Text>
        {rotulo}: {usados}/{total}
      </Typography.Text>
      <Progress
        percent={pct}
        size="small"
        status={usados > total ? 'exception' : pct === 100 ? 'success' : 'active'}
        showInfo={false}
        aria-label={`${rotulo} ocupados`}
      />
    </div>
  );
}

/**
 * transporte-paciente/escolher-veiculo/create (issue 23): the day's assembly. Left, the booked passengers not yet in a
 * vehicle (by destination and appointment time); right, the day's trips — the open ones and new ones — each with its
 * vehicle, driver (only licences valid on the day and covering the vehicle's type; expiring ones flagged), departure
 * and its seats filling up. Adding the selected passengers beyond the vehicle's seats or wheelchair/stretcher places
 * is refused here and again by the server. "Sugerir montagem" fills new trips with the server's suggestion.
 */
export default function EscolherVeiculoPage() {
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const qc = useQueryClient();
  const form = useQuery({ queryKey: ['transporte-paciente', 'montagem', data], queryFn: () => viagemApi.montagem(data) });
  const [rascunhos, setRascunhos] = useState<Rascunho[] | null>(null);
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const f = form.data;
  const lista = rascunhos ?? (f ? doServidor(f) : []);
  const porId = useMemo(() => new Map((f?.passageiros ?? []).map((p) => [p.id, p])), [f]);
  const veiculo = (id: number | null) => f?.veiculos.find((v) => v.id === id);
  const colocados = new Set(lista.flatMap((r) => r.novos));
  const aguardando = (f?.passageiros ?? []).filter((p) => p.situacao === SA.agendado && !colocados.has(p.id));
  const alterar = (chave: string, m: Partial<Rascunho>) => setRascunhos(lista.map((r) => (r.chave === chave ? { ...r, ...m } : r)));
  const ocupacao = (r: Rascunho, extra: number[] = []) => {
    const o = ocupacaoDe([...r.novos, ...extra].map((id) => porId.get(id)).filter((p): p is PassageiroWeb => !!p));
    return { lugares: o.lugares + r.base.lugares, cadeirante: o.cadeirante + r.base.cadeirante, maca: o.maca + r.base.maca };
  };
  /** Why the selected passengers cannot go into this trip, or null. */
  const impedimento = (r: Rascunho): string | null => {
    if (!selecionados.length) return 'Selecione passageiros à esquerda.';
    const v = veiculo(r.veiculoId);
    if (!v) return 'Escolha o veículo da viagem.';
    const destinos = new Set([...selecionados.map((id) => porId.get(id)?.destinoId), ...(r.destinoId ? [r.destinoId] : [])]);
    if (destinos.size > 1) return 'Os selecionados são de outro destino.';
    if (!cabe(ocupacao(r, selecionados), v)) return 'Os selecionados excedem os lugares deste veículo.';
    return null;
  };
  const adicionar = (r: Rascunho) => {
    const destinoId = r.destinoId ?? porId.get(selecionados[0] ?? 0)?.destinoId ?? null;
    alterar(r.chave, { novos: [...r.novos, ...selecionados], destinoId });
    setSelecionados([]);
  };
  const nova = () =>
    setRascunhos([
      ...lista,
      {
        chave: `n${Date.now()}`,
        destinoId: null,
        veiculoId: null,
        condutorId: null,
        horarioSaida: '05:00',
        base: { lugares: 0, cadeirante: 0, maca: 0 },
        novos: [],
      },
    ]);
  const daJornada = (id: number) => {
    const j = f?.jornadas.find((x) => x.id === id);
    if (!j) return;
    const livre = <T,>(x: T | null, usado: (r: Rascunho) => T | null) => (x !== null && !lista.some((r) => usado(r) === x) ? x : null);
    setRascunhos([
      ...lista,
      {
        chave: `j${j.id}-${Date.now()}`,
        jornadaId: j.id,
        destinoId: j.destinoId,
        veiculoId: f?.veiculos.some((v) => v.id === j.veiculoId && !v.ocupado) ? livre(j.veiculoId, (r) => r.veiculoId) : null,
        condutorId: f?.condutores.some((c) => c.id === j.condutorId && !c.ocupado) ? livre(j.condutorId, (r) => r.condutorId) : null,
        horarioSaida: horaCurta(j.horarioSaida),
        base: { lugares: 0, cadeirante: 0, maca: 0 },
        novos: [],
      },
    ]);
  };
  const sugerir = () => {
    if (!f) return;
    const semViagem = lista.filter((r) => r.viagemId);
    const ocupados = new Set(lista.filter((r) => r.viagemId).map((r) => r.veiculoId));
    setRascunhos([
      ...semViagem,
      ...f.sugestao.viagens
        .filter((s) => !ocupados.has(s.veiculoId))
        .map((s, i) => ({
          chave: `s${i}-${Date.now()}`,
          destinoId: s.destinoId,
          veiculoId: s.veiculoId,
          condutorId: null,
          horarioSaida: horaCurta(s.horarioSaida),
          base: { lugares: 0, cadeirante: 0, maca: 0 },
          novos: s.passageiros,
        })),
    ]);
    if (f.sugestao.semLugar.length)
      feedback.notification.warning({
        title: 'Atenção',
        description: `${f.sugestao.semLugar.length} passageiro(s) sem lugar adequado nos veículos livres (cadeirante ou maca sem vaga).`,
      });
  };
  const salvar = useMutation({
    mutationFn: () =>
      viagemApi.salvarMontagem({
        data,
        viagens: lista
          .filter((r) => r.novos.length)
          .map((r) => ({
            viagemId: r.viagemId,
            jornadaId: r.viagemId ? undefined : r.jornadaId,
            destinoId: r.destinoId ?? 0,
            veiculoId: r.veiculoId ?? 0,
            condutorId: r.condutorId ?? 0,
            horarioSaida: r.horarioSaida,
            agendamentoIds: r.novos,
          })),
      }),
    onSuccess: (salvas) => {
      feedback.notification.success({ title: 'Sucesso', description: `${salvas.length} viagem(ns) gravada(s).` });
      setRascunhos(null);
      void qc.invalidateQueries({ queryKey: ['transporte-paciente', 'montagem'] });
    },
    onError: handleApiError,
  });
  const pendentes = lista.filter((r) => r.novos.length);

  const opcoesVeiculo = (r: Rascunho) =>
    (f?.veiculos ?? [])
      .filter((v) => v.id === r.veiculoId || (!v.ocupado && !lista.some((o) => o.veiculoId === v.id)))
      .map((v) => ({
        value: v.id,
        label: `${v.placa} — ${v.descricao} (${NOME_TIPO_VEICULO[v.tipo]}, ${v.lugares} lug.${v.lugaresCadeirante ? `, ${v.lugaresCadeirante} cadeirante` : ''}${v.lugaresMaca ? `, ${v.lugaresMaca} maca` : ''})`,
      }));
  const opcoesCondutor = (r: Rascunho, v: VeiculoWeb | undefined) => {
    const exigida = TIPOS_VEICULO.find((t) => t.value === v?.tipo)?.categoriaMinima ?? 'B';
    return (f?.condutores ?? [])
      .filter((c) => c.id === r.condutorId || (!c.ocupado && !lista.some((o) => o.condutorId === c.id)))
      .map((c) => ({
        value: c.id,
        disabled: !categoriaCobre(c.cnhCategoria, exigida),
        label: `${c.nome} — CNH ${c.cnhCategoria}${c.cnhVencendo ? ` (vence em ${dayjs(c.cnhValidade).format('DD/MM/YYYY')})` : ''}${categoriaCobre(c.cnhCategoria, exigida) ? '' : ` — não habilita (${exigida})`}`,
      }));
  };

  return (
    <div className="sm-page">
      <PageHeader
        title="Montagem das viagens"
        subTitle="Passageiros agendados do dia nos veículos, com motorista e horário de saída."
        extra={
          <Space>
            <Button icon={<BulbOutlined />} onClick={sugerir} disabled={!f}>
              Sugerir montagem
            </Button>
            <Button icon={<PlusOutlined />} onClick={nova} disabled={!f}>
              Nova viagem
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!pendentes.length}
              loading={salvar.isPending}
              onClick={() => salvar.mutate()}
            >
              Salvar montagem
            </Button>
          </Space>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="Data da viagem"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(data)}
          onChange={(d) => {
            if (!d) return;
            setRascunhos(null);
            setSelecionados([]);
            setParams({ data: d.format('YYYY-MM-DD') }, { replace: true });
          }}
        />
        {!!f?.jornadas.length && (
          <Select
            aria-label="Nova viagem a partir da viagem recorrente"
            placeholder="Nova viagem da viagem recorrente…"
            style={{ width: 300 }}
            value={null}
            options={f.jornadas.map((j) => ({ value: j.id, label: `${horaCurta(j.horarioSaida)} — ${j.nome}` }))}
            onChange={(id) => id && daJornada(id)}
          />
        )}
        {f && <Typography.Text type="secondary">Margem de chegada: {f.margemChegadaMin} min antes da primeira consulta.</Typography.Text>}
      </Space>
      {form.isError && <Alert type="error" showIcon title={(form.error as Error).message} />}
      <Row gutter={12}>
        <Col xs={24} xl={11}>
          <Card size="small" style={{ marginBottom: 12 }} title={`Aguardando veículo (${aguardando.length})`}>
            <Table<PassageiroWeb>
              size="small"
              rowKey="id"
              loading={form.isFetching}
              dataSource={aguardando}
              pagination={false}
              scroll={{ y: 430 }}
              locale={{ emptyText: <Empty description="Nenhum passageiro aguardando." /> }}
              columns={[
                {
                  key: 'sel',
                  width: 36,
                  render: (_: unknown, p) => (
                    <Checkbox
                      aria-label={`Selecionar ${p.paciente}`}
                      checked={selecionados.includes(p.id)}
                      onChange={(e) => setSelecionados(e.target.checked ? [...selecionados, p.id] : selecionados.filter((x) => x !== p.id))}
                    />
                  ),
                },
                {
                  // the name whole (no ellipsis: the clerk tells patients apart by it), the destination and place below
                  title: 'Passageiro',
                  dataIndex: 'paciente',
                  render: (v: string, p) => (
                    <>
                      <div>
                        {p.urgente && <Tag color="red">Urgente</Tag>}
                        {v}
                      </div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {p.destino}
                        {p.local ? ` — ${p.local}` : ''}
                      </Typography.Text>
                    </>
                  ),
                },
                { title: 'Consulta', dataIndex: 'horarioConsulta', width: 76, render: horaCurta },
                {
                  title: 'Lugares',
                  key: 'lug',
                  width: 84,
                  render: (_: unknown, p) =>
                    `${p.tipoPassageiro !== 1 ? NOME_TIPO_PASSAGEIRO[p.tipoPassageiro] : '1'}${p.acompanhantes ? ` + ${p.acompanhantes}` : ''}`,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <div style={{ maxHeight: 520, overflowY: 'auto' }}>
            {!lista.length && <Empty description='Nenhuma viagem: use "Nova viagem" ou "Sugerir montagem".' />}
            {lista.map((r, i) => {
              const v = veiculo(r.veiculoId);
              const o = ocupacao(r);
              const motivo = impedimento(r);
              const nome = r.numero ? `Viagem nº ${r.numero}` : `Nova viagem ${i + 1}`;
              return (
                <Card
                  key={r.chave}
                  size="small"
                  style={{ marginBottom: 8 }}
                  title={`${nome}${r.destinoId ? ` — ${f?.destinos.find((d) => d.id === r.destinoId)?.nome ?? ''}` : ''}`}
                  extra={
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      disabled={!!motivo}
                      onClick={() => adicionar(r)}
                      aria-label={`Adicionar selecionados à ${nome}`}
                    >
                      Adicionar selecionados
                    </Button>
                  }
                >
                  {/* the vehicle's label is long (plate, model, type, places): a line of its own; driver and time below */}
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 6 }}>
                    <Select
                      aria-label={`Veículo da ${nome}`}
                      placeholder="Veículo"
                      style={{ flex: '1 1 100%', minWidth: 0 }}
                      value={r.veiculoId ?? undefined}
                      disabled={!!r.viagemId}
                      options={opcoesVeiculo(r)}
                      onChange={(x) => alterar(r.chave, { veiculoId: x, condutorId: null })}
                    />
                    <Select
                      aria-label={`Motorista da ${nome}`}
                      placeholder="Motorista"
                      style={{ flex: '1 1 240px', minWidth: 0 }}
                      value={r.condutorId ?? undefined}
                      disabled={!r.veiculoId || !!r.viagemId}
                      options={opcoesCondutor(r, v)}
                      onChange={(x) => alterar(r.chave, { condutorId: x })}
                    />
                    <Input
                      aria-label={`Horário de saída da ${nome}`}
                      type="time"
                      style={{ width: 130 }}
                      value={r.horarioSaida}
                      onChange={(e) => alterar(r.chave, { horarioSaida: e.target.value })}
                    />
                  </div>
                  {v && (
                    <Row gutter={12}>
                      <Col span={8}>
                        <Ocupacao rotulo="Assentos" usados={o.lugares} total={v.lugares} />
                      </Col>
                      <Col span={8}>
                        <Ocupacao rotulo="Cadeirantes" usados={o.cadeirante} total={v.lugaresCadeirante} />
                      </Col>
                      <Col span={8}>
                        <Ocupacao rotulo="Macas" usados={o.maca} total={v.lugaresMaca} />
                      </Col>
                    </Row>
                  )}
                  {motivo && selecionados.length > 0 && <Typography.Text type="warning">{motivo}</Typography.Text>}
                  <div style={{ marginTop: 4 }}>
                    {r.viagemId && r.base.lugares + r.base.cadeirante + r.base.maca > 0 && (
                      <Tag>Já na viagem: {r.base.lugares + r.base.cadeirante + r.base.maca} lugar(es)</Tag>
                    )}
                    {r.novos.map((id) => {
                      const p = porId.get(id);
                      return (
                        <Tag key={id} closable onClose={() => alterar(r.chave, { novos: r.novos.filter((x) => x !== id) })}>
                          {p?.paciente}
                          {p?.acompanhantes ? ` +${p.acompanhantes}` : ''} {horaCurta(p?.horarioConsulta)}
                        </Tag>
                      );
                    })}
                  </div>
                </Card>
              );
            })}
          </div>
        </Col>
      </Row>
    </div>
  );
}
