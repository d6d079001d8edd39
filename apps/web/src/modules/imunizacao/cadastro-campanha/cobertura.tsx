import { Card, Col, Empty, Progress, Row, Statistic, Table, Typography } from 'antd';
import { formatarData } from '../../../lib/dates';
import type { Cobertura } from './campanha.api';

const pct = (v: number | null) => (v == null ? '—' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`);

/** Doses per day as SVG bars (antd has no chart; plain SVG like the coverage report's). */
export function GraficoPorDia({ dias }: { dias: Cobertura['porDia'] }) {
  if (!dias.length) return <Empty description="Nenhuma dose registrada na campanha." />;
  const largura = 28;
  const altura = 140;
  const maximo = Math.max(...dias.map((d) => d.aplicadas), 1);
  return (
    <svg
      role="img"
      aria-label="Gráfico de doses aplicadas por dia"
      viewBox={`0 0 ${dias.length * largura + 10} ${altura + 40}`}
      style={{ width: '100%', maxWidth: Math.max(320, dias.length * largura + 10), fontSize: 10 }}
    >
      {dias.map((d, i) => {
        const h = (d.aplicadas / maximo) * altura;
        const x = 5 + i * largura;
        return (
          <g key={d.data} data-testid="barra-dia">
            <title>{`${formatarData(d.data)}: ${d.aplicadas} dose(s)`}</title>
            <rect x={x + 3} y={altura - h + 14} width={largura - 6} height={h} fill="#1677ff" rx={2} />
            <text x={x + largura / 2} y={altura - h + 10} textAnchor="middle" fill="currentColor">
              {d.aplicadas}
            </text>
            <text x={x + largura / 2} y={altura + 28} textAnchor="middle" fill="currentColor">
              {formatarData(d.data).slice(0, 5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Coverage of a campaign: totals, progress per vaccine against its goal, per room and per day. */
export function CoberturaCampanha({ c }: { c: Cobertura }) {
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title="Doses aplicadas" value={c.aplicadas} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Pessoas vacinadas" value={c.pessoasVacinadas} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="População-alvo" value={c.populacaoAlvo ?? '—'} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={`Cobertura (meta ${pct(c.metaPercentual)})`} value={pct(c.cobertura)} />
        </Col>
      </Row>
      {c.populacaoAlvo != null && c.metaPercentual != null && (
        <Progress
          aria-label="Cobertura da campanha em relação à meta"
          percent={Math.min(100, Math.round(((c.cobertura ?? 0) / c.metaPercentual) * 100))}
          status={(c.cobertura ?? 0) >= c.metaPercentual ? 'success' : 'active'}
          format={() => `${pct(c.cobertura)} de ${pct(c.metaPercentual)}`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title="Por vacina (doses aplicadas / meta)" style={{ marginBottom: 16 }}>
            {c.porVacina.map((v) => (
              <div key={`${v.vacinaId}-${v.dose}`} style={{ marginBottom: 8 }}>
                <Typography.Text>{v.nome}</Typography.Text>
                <Progress
                  aria-label={`Meta de ${v.nome}`}
                  percent={Math.min(100, v.percentualMeta ?? 0)}
                  format={() => `${v.aplicadas}${v.meta ? ` / ${v.meta}` : ''}`}
                  status={v.percentualMeta != null && v.percentualMeta >= 100 ? 'success' : 'normal'}
                />
              </div>
            ))}
          </Card>
          <Card size="small" title="Por sala de vacinação">
            <Table
              size="small"
              pagination={false}
              rowKey={(r) => String(r.centroCustoId)}
              dataSource={c.porSala}
              locale={{ emptyText: 'Nenhuma dose registrada.' }}
              columns={[
                { title: 'Sala', dataIndex: 'nome' },
                { title: 'Doses', dataIndex: 'aplicadas', align: 'right', width: 90 },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Doses por dia">
            <GraficoPorDia dias={c.porDia} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
