import { formatarValorResultado } from '@saude/shared';
import { Typography } from 'antd';
import { formatarData } from '../../../lib/dates';

export interface PontoHistorico {
  data: string;
  valor: number;
}

const LARGURA = 320;
const ALTURA = 120;
const MARGEM = { esquerda: 44, direita: 12, topo: 10, base: 22 };

/**
 * A patient's earlier values of one field over time (issue 21 "beyond peers"): a plain SVG line (antd has no chart,
 * as the immunization coverage chart), the reference range as a shaded band, and the value being typed as the last,
 * hollow point. Points are spaced by date.
 */
export function GraficoHistorico({
  nome,
  pontos,
  faixa,
  unidade,
  casas,
  atual,
}: {
  nome: string;
  pontos: PontoHistorico[];
  faixa?: { minimo: number | null; maximo: number | null } | null;
  unidade?: string | null;
  casas?: number | null;
  atual?: number | null;
}) {
  if (!pontos.length) return <Typography.Text type="secondary">Sem resultados anteriores.</Typography.Text>;
  const todos = [
    ...pontos.map((p) => p.valor),
    ...(atual != null ? [atual] : []),
    ...(faixa?.minimo != null ? [faixa.minimo] : []),
    ...(faixa?.maximo != null ? [faixa.maximo] : []),
  ];
  let min = Math.min(...todos);
  let max = Math.max(...todos);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const folga = (max - min) * 0.1;
  min -= folga;
  max += folga;
  const tempos = pontos.map((p) => Date.parse(`${p.data}T00:00:00Z`));
  const t0 = Math.min(...tempos);
  const t1 = Math.max(...tempos);
  const larguraUtil = LARGURA - MARGEM.esquerda - MARGEM.direita - (atual != null ? 24 : 0);
  const x = (t: number) => MARGEM.esquerda + (t1 === t0 ? larguraUtil / 2 : ((t - t0) / (t1 - t0)) * larguraUtil);
  const y = (v: number) => MARGEM.topo + (1 - (v - min) / (max - min)) * (ALTURA - MARGEM.topo - MARGEM.base);
  const caminho = pontos.map((p, i) => `${i ? 'L' : 'M'}${x(tempos[i] as number).toFixed(1)},${y(p.valor).toFixed(1)}`).join(' ');
  const fmt = (v: number) => formatarValorResultado(v, casas ?? null);
  const faixaY1 = faixa?.maximo != null ? y(Math.min(faixa.maximo, max)) : MARGEM.topo;
  const faixaY2 = faixa?.minimo != null ? y(Math.max(faixa.minimo, min)) : ALTURA - MARGEM.base;
  const xAtual = LARGURA - MARGEM.direita - 8;
  return (
    <svg
      role="img"
      aria-label={`Resultados anteriores de ${nome}: ${pontos.map((p) => `${formatarData(p.data)} ${fmt(p.valor)}`).join('; ')}`}
      viewBox={`0 0 ${LARGURA} ${ALTURA}`}
      style={{ width: '100%', maxWidth: LARGURA, fontSize: 9 }}
    >
      {faixa && (faixa.minimo != null || faixa.maximo != null) && (
        <rect
          x={MARGEM.esquerda}
          y={faixaY1}
          width={LARGURA - MARGEM.esquerda - MARGEM.direita}
          height={Math.max(0, faixaY2 - faixaY1)}
          fill="#d9f7be"
        />
      )}
      <line x1={MARGEM.esquerda} x2={MARGEM.esquerda} y1={MARGEM.topo} y2={ALTURA - MARGEM.base} stroke="#bfbfbf" />
      <text x={MARGEM.esquerda - 4} y={y(max - folga) + 3} textAnchor="end">
        {fmt(max - folga)}
      </text>
      <text x={MARGEM.esquerda - 4} y={y(min + folga) + 3} textAnchor="end">
        {fmt(min + folga)}
      </text>
      <path d={caminho} fill="none" stroke="#1677ff" strokeWidth={1.5} />
      {pontos.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the points are a fixed chronological series; two on one day share the date
        <g key={`${p.data}-${i}`}>
          <circle cx={x(tempos[i] as number)} cy={y(p.valor)} r={3} fill="#1677ff">
            <title>{`${formatarData(p.data)}: ${fmt(p.valor)}${unidade ? ` ${unidade}` : ''}`}</title>
          </circle>
          {(i === 0 || i === pontos.length - 1) && (
            <text x={x(tempos[i] as number)} y={ALTURA - 8} textAnchor="middle">
              {formatarData(p.data)}
            </text>
          )}
        </g>
      ))}
      {atual != null && (
        <circle cx={xAtual} cy={y(atual)} r={3.5} fill="#fff" stroke="#fa8c16" strokeWidth={2}>
          <title>{`Valor atual: ${fmt(atual)}`}</title>
        </circle>
      )}
    </svg>
  );
}
