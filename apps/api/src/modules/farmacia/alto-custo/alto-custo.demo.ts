import {
  competenciasDoProcesso,
  hojeIso,
  MENSAGENS_ALTO_CUSTO,
  ORIGEM_RECEITA,
  primeiroDiaDoMes,
  STATUS_ALTO_CUSTO,
  somarDias,
  somarMeses,
  TipoReceita,
  validadeDoProcesso,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCnsDefinitivo } from '../../../db/seed/municipio.js';
import { retirar } from '../../estoque/index.js';

/** The demo's CEAF medicines (their stock is in demo/estoque.demo.ts) and their SIGTAP procedures (group 06.04). */
const MEDICAMENTOS = {
  adalimumabe: { material: 'Adalimumabe 40 mg solução injetável', procedimento: '0604380011' },
  leflunomida: { material: 'Leflunomida 20 mg comprimido', procedimento: '0604320043' },
  olanzapina: { material: 'Olanzapina 10 mg comprimido', procedimento: '0604230028' },
} as const;
type Medicamento = keyof typeof MEDICAMENTOS;

interface ProcessoDemo {
  medicamento: Medicamento;
  cid: string;
  /** First month of validity, in months from this one. */
  mes: number;
  quantidades: [number, number, number];
  /** The decisions after "em análise", in order: [status, reason]. */
  decisoes: [number, string | null][];
  /** Pickups: [month of the LME (1..3), quantity]. */
  retiradas?: [number, number][];
  renovacaoDe?: number;
}

const DRA = { nome: 'Helena Prado Siqueira', cns: gerarCnsDefinitivo('17038521946'), conselho: 'CRM 48213' };
const DR = { nome: 'Marcos Tavares Lins', cns: gerarCnsDefinitivo('20941736582'), conselho: 'CRM 51902' };

/**
 * CEAF processes of the demo pharmacy (issue 19): one in each status for demo patients — authorised with this
 * month's pickup pending, authorised and partly picked up this month, in analysis, refused, suspended, expired — and
 * a renewal chain (an expired process and its authorised renewal, this month already picked up). Past pickups are real
 * dispensings: stock out through the engine, the competence's dispensed quantity in step.
 */
export async function seedAltoCustoDemo(tx: Tx, centroCustoId: number, usuarioId: number | null) {
  const hoje = hojeIso();
  const { rows: meds } = await tx.execute(sql`
    select ma.nome, md.id as medicamento_id, ma.id as material_id from material ma join medicamento md on md.material_id = ma.id
     where ma.nome in (${sql.join(
       Object.values(MEDICAMENTOS).map((m) => sql`${m.material}`),
       sql`, `,
     )})`);
  const porNome = new Map(
    meds.map((m) => [String(m.nome), { medicamentoId: Number(m.medicamento_id), materialId: Number(m.material_id) }]),
  );
  if (porNome.size < 3) return;
  // adults of the demo who are not staff
  const { rows: pacientes } = await tx.execute(sql`
    select c.id from cidadao c where not c.provisorio and c.data_obito is null and c.unificado_em_id is null
       and c.data_nascimento <= ${somarDias(hoje, -365 * 20)} and not exists (select 1 from usuario u where u.cidadao_id = c.id)
     order by c.id offset 5 limit 6`);
  if (pacientes.length < 6) return;
  const [p1, p2, p3, p4, p5, p6] = pacientes.map((p) => Number(p.id));

  const criar = async (pacienteId: number, d: ProcessoDemo, medico = DRA) => {
    const m = MEDICAMENTOS[d.medicamento];
    const { medicamentoId, materialId } = porNome.get(m.material) as { medicamentoId: number; materialId: number };
    const validade = validadeDoProcesso(somarMeses(hoje, d.mes));
    // requested in the month before the validity (never in the future)
    const solicitacao = [somarDias(validade.inicio, -12), hoje].sort()[0];
    const status = d.decisoes.at(-1)?.[0] ?? STATUS_ALTO_CUSTO.EM_ANALISE;
    const { rows } = await tx.execute(sql`
      insert into farmacia_processo_alto_custo (centro_custo_id, paciente_id, medicamento_id, material_id, procedimento_codigo, cid_codigo,
        medico_nome, medico_cns, medico_conselho, data_solicitacao, validade_inicio, validade_fim, quantidade_mes1, quantidade_mes2,
        quantidade_mes3, status, motivo_status, status_em, status_por, renovacao_de_id, numero_lme, created_at, created_by)
      values (${centroCustoId}, ${pacienteId}, ${medicamentoId}, ${materialId}, ${m.procedimento}, ${d.cid}, ${medico.nome}, ${medico.cns},
        ${medico.conselho}, ${solicitacao}, ${validade.inicio}, ${validade.fim}, ${d.quantidades[0]}, ${d.quantidades[1]},
        ${d.quantidades[2]}, ${status}, ${d.decisoes.at(-1)?.[1] ?? null}, ${`${solicitacao} 10:00-03`}, ${usuarioId},
        ${d.renovacaoDe ?? null}, ${`35${String(pacienteId).padStart(8, '0')}${d.mes + 5}`}, ${`${solicitacao} 09:30-03`}, ${usuarioId})
      returning id`);
    const id = Number(rows[0].id);
    const historico: [number, string | null][] = [
      [STATUS_ALTO_CUSTO.EM_ANALISE, d.renovacaoDe ? `Renovação do processo nº ${d.renovacaoDe}` : null],
      ...d.decisoes,
    ];
    for (const [i, [s, motivo]] of historico.entries()) {
      // the decisions follow the request a few days apart, never after today; expiry the day after the validity
      const dia = s === STATUS_ALTO_CUSTO.VENCIDO ? somarDias(validade.fim, 1) : [somarDias(solicitacao, i * 4), hoje].sort()[0];
      await tx.execute(sql`
        insert into farmacia_processo_alto_custo_situacao (processo_id, status, motivo, usuario_id, em)
        values (${id}, ${s}, ${motivo}, ${s === STATUS_ALTO_CUSTO.VENCIDO ? null : usuarioId}, ${`${dia} ${10 + i}:00-03`})`);
    }
    if (d.decisoes.some(([s]) => s === STATUS_ALTO_CUSTO.AUTORIZADO)) {
      for (const c of competenciasDoProcesso(validade.inicio, d.quantidades))
        await tx.execute(sql`
          insert into farmacia_processo_alto_custo_competencia (processo_id, mes, competencia, quantidade_autorizada)
          values (${id}, ${c.mes}, ${c.competencia}, ${c.quantidadeAutorizada})`);
    }
    for (const [mes, quantidade] of d.retiradas ?? []) {
      const competencia = somarMeses(validade.inicio, mes - 1);
      // a pickup inside its competence, after the pharmacy's opening stock (40 days ago), never after today
      const data = [[somarDias(competencia, 9), somarDias(hoje, -39)].sort()[1], hoje].sort()[0];
      await retirarDoProcesso(
        tx,
        { id, pacienteId, centroCustoId, usuarioId, medicamentoId, materialId, cid: d.cid, medico, solicitacao },
        data,
        quantidade,
      );
      await tx.execute(sql`
        update farmacia_processo_alto_custo_competencia set quantidade_dispensada = quantidade_dispensada + ${quantidade}
         where processo_id = ${id} and mes = ${mes}`);
    }
    return id;
  };

  const autorizado: [number, string | null] = [STATUS_ALTO_CUSTO.AUTORIZADO, 'LME deferida pela Secretaria Estadual de Saúde'];
  // authorised last month: month 1 picked up, this month's (month 2) still pending
  await criar(p1, {
    medicamento: 'adalimumabe',
    cid: 'M058',
    mes: -1,
    quantidades: [2, 2, 2],
    decisoes: [autorizado],
    retiradas: [[1, 2]],
  });
  // authorised this month and half picked up
  await criar(p2, {
    medicamento: 'leflunomida',
    cid: 'M058',
    mes: 0,
    quantidades: [30, 30, 30],
    decisoes: [autorizado],
    retiradas: [[1, 15]],
  });
  // waiting for the state's evaluation
  await criar(p3, { medicamento: 'olanzapina', cid: 'F200', mes: 0, quantidades: [60, 60, 60], decisoes: [] }, DR);
  await criar(p4, {
    medicamento: 'adalimumabe',
    cid: 'M060',
    mes: 0,
    quantidades: [2, 2, 2],
    decisoes: [[STATUS_ALTO_CUSTO.INDEFERIDO, 'Faltam os exames de atividade da doença exigidos pelo PCDT da artrite reumatoide']],
  });
  await criar(
    p5,
    {
      medicamento: 'olanzapina',
      cid: 'F200',
      mes: -1,
      quantidades: [30, 30, 30],
      decisoes: [autorizado, [STATUS_ALTO_CUSTO.SUSPENSO, 'Paciente internado: retiradas suspensas até a alta']],
      retiradas: [[1, 30]],
    },
    DR,
  );
  // the renewal chain: a process that expired last month and its renewal, this month already picked up
  const vencido = await criar(p6, {
    medicamento: 'leflunomida',
    cid: 'M058',
    mes: -3,
    quantidades: [30, 30, 30],
    decisoes: [autorizado, [STATUS_ALTO_CUSTO.VENCIDO, MENSAGENS_ALTO_CUSTO.vencimento(somarDias(primeiroDiaDoMes(hoje), -1))]],
    retiradas: [[3, 30]],
  });
  await criar(p6, {
    medicamento: 'leflunomida',
    cid: 'M058',
    mes: 0,
    quantidades: [30, 30, 30],
    decisoes: [autorizado],
    retiradas: [[1, 30]],
    renovacaoDe: vencido,
  });
}

/** A monthly pickup of the demo: a dispensing of the process, its stock out first-expiry-first-out. */
async function retirarDoProcesso(
  tx: Tx,
  p: {
    id: number;
    pacienteId: number;
    centroCustoId: number;
    usuarioId: number | null;
    medicamentoId: number;
    materialId: number;
    cid: string;
    medico: { nome: string; conselho: string };
    solicitacao: string;
  },
  data: string,
  quantidade: number,
) {
  const { rows } = await tx.execute(sql`
    insert into farmacia_dispensacao (centro_custo_id, paciente_id, processo_alto_custo_id, data, data_hora, usuario_id)
    values (${p.centroCustoId}, ${p.pacienteId}, ${p.id}, ${data}, ${`${data} 09:15-03`}, ${p.usuarioId ?? 0}) returning id`);
  const dispensacaoId = Number(rows[0].id);
  // the process is the pickup's prescription, as the dispensing screen records it
  const { rows: receita } = await tx.execute(sql`
    insert into farmacia_dispensacao_receita (dispensacao_id, origem, receita_origem_id, tipo, prescritor_nome, prescritor_conselho, data_emissao)
    values (${dispensacaoId}, ${ORIGEM_RECEITA.ALTO_CUSTO}, ${p.id}, ${TipoReceita.COMUM}, ${p.medico.nome}, ${p.medico.conselho}, ${p.solicitacao})
    returning id`);
  const { rows: item } = await tx.execute(sql`
    insert into farmacia_dispensacao_item (dispensacao_id, dispensacao_receita_id, receita_item_origem_id, material_id, medicamento_id,
                                           prescrito, posologia, quantidade_prescrita, quantidade, proxima_retirada, cid)
    values (${dispensacaoId}, ${Number(receita[0].id)}, ${p.id}, ${p.materialId}, ${p.medicamentoId}, ${`Processo de alto custo nº ${p.id}`},
            'Conforme o LME', ${quantidade}, ${quantidade}, ${somarMeses(data, 1)}, ${p.cid})
    returning id`);
  const movimentos = await retirar(
    tx,
    { usuarioId: p.usuarioId, hoje: hojeIso() },
    {
      tipo: 'dispensacao',
      centroCustoId: p.centroCustoId,
      data,
      materialId: p.materialId,
      quantidade,
      documento: { tipo: 'farmacia_dispensacao', id: dispensacaoId },
    },
  );
  for (const m of movimentos)
    await tx.execute(sql`
      insert into farmacia_dispensacao_lote (item_id, lote_id, quantidade, custo_unitario, movimento_id)
      values (${Number(item[0].id)}, ${m.loteId}, ${m.quantidade}, ${m.custoUnitario}, ${m.movimentoId})`);
}
