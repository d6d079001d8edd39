import { SITUACAO_EXAME_LAB, TIPO_CAMPO_EXAME } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { assinarResultadosDemo } from '../assinatura-eletronica/assinatura-eletronica.demo.js';
import { gravarResultados, telaDoAgendamento } from './lancamento-resultado.service.js';

type Faixa = { minimo: number | null; maximo: number | null; criticoMinimo: number | null; criticoMaximo: number | null } | null;

/** A plausible value inside the patient's range (a little spread by `semente`), or outside it when asked. */
function valorDemo(f: Faixa, casas: number | null, semente: number, fora: 'normal' | 'alto' | 'critico'): number {
  const variar = 0.9 + ((semente * 37) % 20) / 100;
  let v: number;
  if (fora === 'critico' && f?.criticoMaximo != null) v = f.criticoMaximo * 1.05;
  else if (fora !== 'normal' && f?.maximo != null) v = f.maximo * 1.18;
  else if (fora !== 'normal' && f?.minimo != null) v = f.minimo * 0.8;
  else if (f?.minimo != null && f.maximo != null) v = f.minimo + (f.maximo - f.minimo) * (0.35 + ((semente * 13) % 30) / 100);
  else if (f?.maximo != null) v = f.maximo * 0.75 * variar;
  else if (f?.minimo != null) v = f.minimo * 1.35 * variar;
  else v = 10 * variar;
  const fator = 10 ** (casas ?? 0);
  return Math.round(v * fator) / fator;
}

/**
 * The bench's results of the demo (issue 21): for the collected exams of the given schedulings (default: every
 * scheduling with collected exams), plausible values within the patient's ranges, about one exam in four with a
 * value out of range and one critical value (a fasting glucose, confirmed), formulas (LDL) computed by the
 * server as at the bench. Entered by `laboratorio`; then the biochemist signs for real (PAdES with his test A1, see
 * assinarResultadosDemo) the results of two schedulings in three, so assinatura-eletronica still has work and the
 * print screens have final results. Without his certificate they all stay "lançado": no fake signature is stored.
 */
export async function seedResultadosLaboratorioDemo(tx: Tx, ctx: SeedContexto, opts: { labAgendamentoIds?: number[] } = {}) {
  const usuarioId = ctx.usuarios.get('laboratorio');
  if (!usuarioId) return { resultados: 0, criticos: 0, assinados: 0 };
  const ids =
    opts.labAgendamentoIds ??
    (
      await tx.execute(sql`
        select distinct lab_agendamento_id as id from lab_agendamento_exame where situacao = ${SITUACAO_EXAME_LAB.coletado} order by 1`)
    ).rows.map((r) => Number(r.id));
  let resultados = 0;
  let criticos = 0;
  let semente = 0;
  let criticoFeito = false;
  const paraAssinar: number[] = [];
  for (const [i, labAgendamentoId] of ids.entries()) {
    const tela = await telaDoAgendamento(tx, labAgendamentoId);
    const exames = tela.exames.filter((e) => e.situacao === SITUACAO_EXAME_LAB.coletado && e.resultadoId == null && e.campos.length);
    if (!exames.length) continue;
    const corpo = exames.map((e) => {
      semente++;
      const fora = semente % 4 === 0;
      const critico = !criticoFeito && e.campos.some((c) => c.codigo === 'GLI');
      if (critico) criticoFeito = true;
      return {
        agendamentoExameId: e.agendamentoExameId,
        valores: e.campos.map((c, i) => {
          if (c.tipo === TIPO_CAMPO_EXAME.numerico)
            return {
              campoId: c.id,
              valor: valorDemo(c.faixa, c.casasDecimais, semente + i, critico ? 'critico' : fora && i === 0 ? 'alto' : 'normal'),
            };
          if (c.tipo === TIPO_CAMPO_EXAME.lista) return { campoId: c.id, valor: c.opcoes?.[0] ?? null };
          return { campoId: c.id, valor: c.obrigatorio ? 'Sem alterações.' : null };
        }),
      };
    });
    const r = await gravarResultados(tx, usuarioId, labAgendamentoId, { exames: corpo, confirmarCritico: true });
    resultados += r.resultados.length;
    criticos += r.criticos;
    if (i % 3 !== 2) paraAssinar.push(...r.resultados.map((x) => x.resultadoId));
  }
  const assinados = await assinarResultadosDemo(tx, ctx, paraAssinar);
  return { resultados, criticos, assinados };
}
