import { analisarFormula, calcular, classificarValor, type NoFormula, TIPO_CAMPO_EXAME } from '@saude/shared';
import type { CampoResultado, ExameResultado } from './resultado.api';

/** The key of a field's value on the screen (and of its 422 message): `valores.<agendamentoExameId>.<campoId>`. */
export const chaveValor = (agendamentoExameId: number, campoId: number) => `valores.${agendamentoExameId}.${campoId}`;

/** A typed number as the server reads it: comma or dot decimals (thousands dots tolerated with a comma). */
export function lerNumeroDigitado(v: string | null | undefined): number | null | undefined {
  const s = (v ?? '').trim();
  if (!s) return null;
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return undefined;
  return Number(normal);
}

const arvores = new Map<string, NoFormula | null>();
function arvore(expressao: string): NoFormula | null {
  if (!arvores.has(expressao)) {
    try {
      arvores.set(expressao, analisarFormula(expressao));
    } catch {
      arvores.set(expressao, null);
    }
  }
  return arvores.get(expressao) ?? null;
}

/**
 * The formula fields of the screen computed from what is typed, across the scheduling's exams (LDL reads CT, HDL
 * and TG of other exams), in passes so a formula may read another's field; null where an input is missing.
 */
export function calcularFormulas(exames: ExameResultado[], digitados: Record<string, string | undefined>): Record<string, number | null> {
  const porCodigo: Record<string, number | null> = {};
  const formulas: { chave: string; campo: CampoResultado; no: NoFormula }[] = [];
  for (const e of exames)
    for (const c of e.campos) {
      if (c.tipo !== TIPO_CAMPO_EXAME.numerico) continue;
      const chave = chaveValor(e.agendamentoExameId, c.id);
      const no = c.formula ? arvore(c.formula) : null;
      if (no) formulas.push({ chave, campo: c, no });
      else {
        const n = lerNumeroDigitado(digitados[chave]);
        porCodigo[c.codigo] = n ?? null;
      }
    }
  const out: Record<string, number | null> = {};
  for (let passo = 0; passo <= formulas.length; passo++) {
    let mudou = false;
    for (const f of formulas) {
      const v = calcular(f.no, porCodigo);
      const casas = 10 ** Math.min(f.campo.casasDecimais ?? 4, 4);
      const arredondado = v == null ? null : Math.round(v * casas) / casas;
      if (out[f.chave] !== arredondado) {
        out[f.chave] = arredondado;
        porCodigo[f.campo.codigo] = arredondado;
        mudou = true;
      }
    }
    if (!mudou) break;
  }
  return out;
}

/** Where a value sits against the patient's range: the screen's mark (↑/↓) and the critical highlight. */
export function classificar(valor: number | null | undefined, c: CampoResultado) {
  if (valor == null || !c.faixa) return { faixa: null, critico: false };
  return classificarValor(valor, { sexo: null, idadeMinimaDias: null, idadeMaximaDias: null, ...c.faixa });
}
