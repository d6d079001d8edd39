import { Typography } from 'antd';

export interface LinhaCobertura {
  vacina: string;
  faixa: string;
  cobertura: number | null;
  meta: number;
}

const ALTURA_BARRA = 18;
const ESPACO = 8;
const ROTULO = 300;
const LARGURA = 560;
const COR = { atingida: '#389e0d', perto: '#d48806', abaixo: '#cf1322' } as const;

const corDe = (l: LinhaCobertura) =>
  l.cobertura === null ? COR.abaixo : l.cobertura >= l.meta ? COR.atingida : l.cobertura >= l.meta - 15 ? COR.perto : COR.abaixo;
const pct = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/**
 * Coverage per vaccine as horizontal bars (antd has no chart; plain SVG like the queue's battery): each bar the
 * coverage, its tick the vaccine's goal, the dashed lines the PNI goals of 90% and 95%. Past 100% (more doses than
 * the estimated population) the bar runs on to the scale's end.
 */
export function GraficoCobertura({ linhas }: { linhas: LinhaCobertura[] }) {
  if (!linhas.length) return <Typography.Text type="secondary">Sem dados no período.</Typography.Text>;
  const maximo = Math.max(120, ...linhas.map((l) => Math.ceil((l.cobertura ?? 0) / 10) * 10));
  const x = (v: number) => ROTULO + (Math.min(v, maximo) / maximo) * LARGURA;
  const altura = linhas.length * (ALTURA_BARRA + ESPACO) + 30;
  const metas = [90, 95];
  return (
    <svg
      role="img"
      aria-label="Gráfico de cobertura vacinal por vacina, com as metas de 90% e 95%"
      viewBox={`0 0 ${ROTULO + LARGURA + 60} ${altura}`}
      style={{ width: '100%', maxWidth: ROTULO + LARGURA + 60, fontSize: 12 }}
    >
      {linhas.map((l, i) => {
        const y = i * (ALTURA_BARRA + ESPACO);
        const valor = l.cobertura ?? 0;
        const texto = `${l.vacina} (${l.faixa}): ${l.cobertura === null ? 'sem população' : pct(valor)}, meta ${l.meta}%`;
        return (
          <g key={`${l.vacina}-${l.faixa}`} data-testid="barra-cobertura">
            <title>{texto}</title>
            <text x={ROTULO - 8} y={y + ALTURA_BARRA - 5} textAnchor="end" fill="currentColor">
              {l.vacina}
            </text>
            <rect x={ROTULO} y={y} width={x(valor) - ROTULO} height={ALTURA_BARRA} fill={corDe(l)} rx={2} />
            <line x1={x(l.meta)} x2={x(l.meta)} y1={y - 2} y2={y + ALTURA_BARRA + 2} stroke="#000" strokeWidth={2} />
            <text x={x(valor) + 6} y={y + ALTURA_BARRA - 5} fill="currentColor">
              {l.cobertura === null ? '—' : pct(valor)}
            </text>
          </g>
        );
      })}
      {metas.map((m) => (
        <g key={m}>
          <line x1={x(m)} x2={x(m)} y1={0} y2={altura - 22} stroke="#595959" strokeDasharray="4 3" />
          <text x={x(m)} y={altura - 8} textAnchor="middle" fill="currentColor">
            {`Meta ${m}%`}
          </text>
        </g>
      ))}
      <line x1={ROTULO} x2={ROTULO} y1={0} y2={altura - 22} stroke="#8c8c8c" />
    </svg>
  );
}
