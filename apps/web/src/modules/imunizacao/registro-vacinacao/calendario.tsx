import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { formatarData } from '../../../lib/dates';
import { GRUPO_POPULACIONAL_NOME, nomeDose, nomeEstrategia, nomeOrigem, SITUACAO_DOSE } from '../comum/imunizacao.rotulos';
import type { DadosRegistro } from './registro.api';

type Item = DadosRegistro['situacao'][number];
type Dose = DadosRegistro['historico'][number];

/** The legend of the calendar's colours. */
export function LegendaCalendario() {
  return (
    <Space wrap size={4} aria-label="Legenda do calendário">
      {Object.entries(SITUACAO_DOSE).map(([k, s]) => (
        <Tag key={k} color={s.cor}>
          {s.nome}
        </Tag>
      ))}
    </Space>
  );
}

const ORDEM_GRUPOS = ['crianca', 'adolescente', 'adulto', 'idoso', 'gestante'];

/**
 * The national calendar for the patient (issue 20): per population group, each vaccine with its doses coloured by
 * state (given, not yet due, due, overdue, out of the age range). A vaccine of several groups shows in its first.
 */
export function CalendarioVacinal({ situacao }: { situacao: Item[] }) {
  if (situacao.length === 0) return <Empty description="Nenhuma vacina do calendário para este paciente." />;
  const porGrupo = new Map<string, Map<string, Item[]>>();
  for (const i of situacao) {
    const grupo = ORDEM_GRUPOS.find((g) => i.grupos.includes(g)) ?? 'adulto';
    const vacinas = porGrupo.get(grupo) ?? new Map<string, Item[]>();
    vacinas.set(i.nome, [...(vacinas.get(i.nome) ?? []), i]);
    porGrupo.set(grupo, vacinas);
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <LegendaCalendario />
      {ORDEM_GRUPOS.filter((g) => porGrupo.has(g)).map((g) => (
        <div key={g}>
          <Typography.Text strong>{GRUPO_POPULACIONAL_NOME[g]}</Typography.Text>
          {[...(porGrupo.get(g) as Map<string, Item[]>).entries()].map(([nome, itens]) => (
            <div key={nome} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0' }}>
              <span style={{ minWidth: 220 }}>{nome}</span>
              <Space wrap size={4}>
                {itens.map((i) => (
                  <Tag
                    key={`${i.sigla}-${i.dose}-${i.rotulo}`}
                    color={SITUACAO_DOSE[i.situacao].cor}
                    title={`${SITUACAO_DOSE[i.situacao].nome}${i.aplicadaEm ? ` em ${formatarData(i.aplicadaEm)}` : ''}${i.devidaEm ? ` — devida em ${formatarData(i.devidaEm)}` : ''}`}
                  >
                    {i.rotulo}
                    {i.situacao === 'aplicada' && i.aplicadaEm ? ` (${formatarData(i.aplicadaEm)})` : ''}
                    {i.situacao !== 'aplicada' && i.devidaEm ? ` — ${formatarData(i.devidaEm)}` : ''}
                  </Tag>
                ))}
              </Space>
            </div>
          ))}
        </div>
      ))}
    </Space>
  );
}

/**
 * The doses due or overdue, first the overdue ones: what the nurse gives today. A dose of a vaccine the room holds is
 * a button that adds its line to the record.
 */
export function DosesPendentes({ situacao, aoEscolher }: { situacao: Item[]; aoEscolher?: (i: Item) => boolean }) {
  const pendentes = situacao.filter((i) => i.situacao === 'atrasada' || i.situacao === 'devida');
  if (pendentes.length === 0) return <Typography.Text type="secondary">Nenhuma dose devida ou atrasada.</Typography.Text>;
  return (
    <Space wrap size={4} aria-label="Doses pendentes">
      {[...pendentes]
        .sort((a, b) => (a.situacao === b.situacao ? 0 : a.situacao === 'atrasada' ? -1 : 1))
        .map((i) => {
          const texto = `${i.nome} — ${i.rotulo} (${SITUACAO_DOSE[i.situacao].nome.toLowerCase()})`;
          return (
            <Tag
              key={`${i.sigla}-${i.dose}`}
              color={SITUACAO_DOSE[i.situacao].cor}
              role={aoEscolher ? 'button' : undefined}
              tabIndex={aoEscolher ? 0 : undefined}
              style={aoEscolher ? { cursor: 'pointer' } : undefined}
              onClick={() => aoEscolher?.(i)}
            >
              {texto}
            </Tag>
          );
        })}
    </Space>
  );
}

/** The history: date, vaccine, dose, lot, room or origin, professional; the room's own doses can be cancelled. */
export function HistoricoVacinal({ historico, acoes }: { historico: Dose[]; acoes?: (d: Dose) => React.ReactNode }) {
  return (
    <Card size="small" title="Histórico de vacinação">
      <Table<Dose>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={historico}
        locale={{ emptyText: 'Nenhuma dose registrada.' }}
        columns={[
          { title: 'Data', key: 'data', width: 100, render: (_, d) => formatarData(d.dataAplicacao) },
          { title: 'Vacina', key: 'vacina', render: (_, d) => d.vacinaNome },
          { title: 'Dose', key: 'dose', width: 110, render: (_, d) => nomeDose(d.dose) },
          { title: 'Estratégia', key: 'estrategia', width: 120, render: (_, d) => nomeEstrategia(d.estrategia) },
          { title: 'Lote', key: 'lote', width: 100, render: (_, d) => d.lote ?? '' },
          {
            title: 'Sala ou origem',
            key: 'local',
            render: (_, d) => (d.origem === 1 ? (d.local ?? '') : `${nomeOrigem(d.origem)}: ${d.local ?? ''}`),
          },
          { title: 'Profissional', key: 'profissional', render: (_, d) => d.profissional ?? '' },
          { title: 'Próxima dose', key: 'proxima', width: 110, render: (_, d) => formatarData(d.proximaDoseData) },
          ...(acoes ? [{ title: 'Ações', key: 'acoes', width: 90, render: (_: unknown, d: Dose) => acoes(d) }] : []),
        ]}
      />
    </Card>
  );
}
