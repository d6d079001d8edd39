import { type Calendario, hojeIso, type ItemCalendario, ORIGEM_VACINACAO_NOME, situacaoDoCalendario } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { dataBr } from '../../../lib/print/formatos.js';
import { carregarProfissionais } from '../../../lib/print/modelos/clinico/dados.js';
import { pacienteVacinal } from '../registro/registro.leitura.js';

/** What the vaccination card and the regularity certificate print about a patient (issue 20 "Prints"). */
export interface DoseImpressa {
  data: string;
  vacina: string;
  sigla: string | null;
  dose: string;
  lote: string | null;
  local: string | null;
  origem: number;
  profissional: string | null;
}
export interface DadosVacinais {
  paciente: {
    id: number;
    nome: string;
    nascimento: string | null;
    sexo: 'F' | 'M' | null;
    cns: string | null;
    cpf: string | null;
    mae: string | null;
  };
  gestante: boolean;
  doses: DoseImpressa[];
  itens: (ItemCalendario & { grupos: string[]; lote: string | null; local: string | null; transcrita: boolean })[];
  hoje: string;
}

export async function dadosVacinais(tx: Tx, pacienteId: number, cal: Calendario, hoje = hojeIso()): Promise<DadosVacinais> {
  const p = await pacienteVacinal(tx, pacienteId);
  const { rows: pr } = await tx.execute(sql`
    select c.id, c.nome, c.data_nascimento::text as nascimento, c.cns, c.cpf, c.nome_mae from cidadao c where c.id = ${pacienteId}`);
  const { rows } = await tx.execute(sql`
    select v.data_aplicacao::text as data, va.nome as vacina, va.calendario_sigla as sigla, v.dose, v.lote_numero as lote,
           coalesce(un.nome_fantasia, cc.nome, v.estabelecimento_origem) as local, v.origem,
           coalesce(pc.nome, v.profissional_nome) as profissional
      from vacinacao v join vacina va on va.id = v.vacina_id
      left join centro_custo cc on cc.id = v.centro_custo_id
      left join infraestrutura i on i.id = cc.infraestrutura_id
      left join unidade un on un.id = i.unidade_id
      left join usuario u on u.id = v.profissional_id
      left join cidadao pc on pc.id = u.cidadao_id
     where v.paciente_id = ${pacienteId} and v.cancelado_em is null
     order by v.data_aplicacao, v.id`);
  const doses: DoseImpressa[] = rows.map((r) => ({
    data: String(r.data),
    vacina: String(r.vacina),
    sigla: (r.sigla as string | null) ?? null,
    dose: String(r.dose),
    lote: (r.lote as string | null) ?? null,
    local: (r.local as string | null) ?? null,
    origem: Number(r.origem),
    profissional: (r.profissional as string | null) ?? null,
  }));
  const historico = doses
    .filter((d) => d.sigla)
    .map((d) => ({ sigla: d.sigla as string, dose: d.dose as ItemCalendario['dose'], data: d.data }));
  const grupos = new Map(cal.vacinas.map((v) => [v.sigla, v.grupos as string[]]));
  const itens = situacaoDoCalendario(cal, p, historico, hoje).map((i) => {
    const dada = i.aplicadaEm ? doses.find((d) => d.sigla === i.sigla && d.data === i.aplicadaEm) : undefined;
    return {
      ...i,
      grupos: grupos.get(i.sigla) ?? [],
      lote: dada?.lote ?? null,
      local: dada?.local ?? null,
      transcrita: dada ? dada.origem !== 1 : false,
    };
  });
  const c = pr[0];
  return {
    paciente: {
      id: pacienteId,
      nome: String(c.nome),
      nascimento: (c.nascimento as string | null) ?? null,
      sexo: p.sexo,
      cns: (c.cns as string | null) ?? null,
      cpf: (c.cpf as string | null) ?? null,
      mae: (c.nome_mae as string | null) ?? null,
    },
    gestante: p.gestante,
    doses,
    itens,
    hoje,
  };
}

/** The printing professional: name, council registration and CBO of the session's lotação. */
export async function profissionalDaSessao(tx: Tx, usuarioId: number, lotacaoId: number | null) {
  const { rows } = lotacaoId ? await tx.execute(sql`select ocupacao_codigo from lotacao where id = ${lotacaoId}`) : { rows: [] };
  const cbo = (rows[0]?.ocupacao_codigo as string | null | undefined) ?? null;
  const prof = (await carregarProfissionais(tx, [{ usuarioId, cbo }]))(usuarioId, cbo);
  return { nome: prof?.nome ?? '', registro: prof?.registro ?? null, cbo: prof?.cboNome ?? null };
}

export const origemImpressa = (origem: number) => (origem === 1 ? '' : ` (${ORIGEM_VACINACAO_NOME[origem] ?? 'transcrição'})`);
export const dataOuTraco = (d: string | null) => (d ? dataBr(d) : '—');
