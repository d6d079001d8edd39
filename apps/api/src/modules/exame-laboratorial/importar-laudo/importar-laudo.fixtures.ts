import { hojeIso } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * A laboratory scenario of its own for the import and report tests (and the HL7 benchmark), by direct inserts: the
 * scheduling and result services are others' work and are not called. Every name carries a suffix, so files sharing
 * the database never meet these rows: a municipal laboratory and a support one (HL7 code), two exams of their own
 * (fields with unique codes and ranges), an agenda of the engine for the collection.
 */
export interface CenarioLab {
  sufixo: string;
  usuarioId: number;
  unidadeId: number;
  municipalId: number;
  apoioId: number;
  codigoHl7: string;
  jornadaId: number;
  /** Colesterol-like exam: numeric field GLI (70–99, critical < 40 or > 400) and text field OBS; interface code. */
  exameNum: { id: number; procedimento: string; codigoInterface: string; nome: string; campos: { num: string; obs: string } };
  /** Serology-like exam: list field (Não reagente / Reagente); no interface code: the SIGTAP code answers. */
  exameLista: { id: number; procedimento: string; nome: string; campos: { lista: string } };
}

const um = async (tx: Tx, q: SQL) => Number(((await tx.execute(q)).rows[0] as { id: number | string }).id);

export async function montarCenarioLab(tx: Tx, sufixo = Math.random().toString(36).slice(2, 8).toUpperCase()): Promise<CenarioLab> {
  const usuarioId = await um(tx, sql`select id from usuario where login = 'laboratorio'`);
  const unidadeId = await um(tx, sql`select id from unidade order by id limit 1`);
  const municipalId = await um(tx, sql`insert into laboratorio (nome) values (${`Lab municipal ${sufixo}`}) returning id`);
  const codigoHl7 = `APOIO${sufixo}`;
  const apoioId = await um(
    tx,
    sql`insert into laboratorio (nome, apoio, codigo_hl7) values (${`Lab apoio ${sufixo}`}, true, ${codigoHl7}) returning id`,
  );
  const { rows: procs } = await tx.execute(
    sql`select codigo from procedimento_sigtap where codigo like '0202%' order by codigo offset 3 limit 2`,
  );
  const [p1, p2] = procs.map((p) => String(p.codigo)) as [string, string];
  const exame = async (nome: string, proc: string) =>
    um(tx, sql`insert into exame (nome, tipo, procedimento_codigo) values (${nome}, 1, ${proc}) returning id`);
  const nomeNum = `Glicose teste ${sufixo}`;
  const nomeLista = `Sorologia teste ${sufixo}`;
  const e1 = await exame(nomeNum, p1);
  const e2 = await exame(nomeLista, p2);
  const codigoInterface = `GLI-${sufixo}`;
  await tx.execute(sql`insert into lab_exame (exame_id, sigla, setor, laboratorio_id, codigo_interface)
    values (${e1}, ${`G${sufixo}`}, 1, ${apoioId}, ${codigoInterface}), (${e2}, ${`S${sufixo}`}, 3, ${apoioId}, null)`);
  const campos = { num: `G${sufixo}`, obs: `O${sufixo}`, lista: `S${sufixo}` };
  const cNum = await um(
    tx,
    sql`insert into lab_exame_campo (exame_id, ordem, nome, codigo, tipo, unidade_medida, casas_decimais)
      values (${e1}, 1, 'Glicose', ${campos.num}, 1, 'mg/dL', 0) returning id`,
  );
  await tx.execute(sql`insert into lab_exame_campo (exame_id, ordem, nome, codigo, tipo, obrigatorio)
    values (${e1}, 2, 'Observação', ${campos.obs}, 2, false)`);
  await tx.execute(sql`insert into lab_exame_campo (exame_id, ordem, nome, codigo, tipo, opcoes)
    values (${e2}, 1, 'Resultado', ${campos.lista}, 3, array['Não reagente', 'Reagente'])`);
  await tx.execute(sql`insert into lab_exame_referencia (campo_id, sexo, minimo, maximo, critico_minimo, critico_maximo, texto)
    values (${cNum}, null, 70, 99, 40, 400, '70 a 99 mg/dL')`);
  const jornadaId = await um(
    tx,
    sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, situacao_id, dias_semana, hora_inicio, hora_fim,
        duracao_minutos, vigencia_inicio)
      values ('exame-laboratorial', 1, ${municipalId}, ${unidadeId}, (select id from jornada_situacao order by id limit 1),
        '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, current_date - 400) returning id`,
  );
  return {
    sufixo,
    usuarioId,
    unidadeId,
    municipalId,
    apoioId,
    codigoHl7,
    jornadaId,
    exameNum: { id: e1, procedimento: p1, codigoInterface, nome: nomeNum, campos: { num: campos.num, obs: campos.obs } },
    exameLista: { id: e2, procedimento: p2, nome: nomeLista, campos: { lista: campos.lista } },
  };
}

export async function pacienteLab(tx: Tx, nome: string, sexo: 0 | 1 = 1, nascimento = '1980-05-12') {
  return um(tx, sql`insert into cidadao (nome, sexo_id, data_nascimento) values (${nome}, ${sexo}, ${nascimento}) returning id`);
}

let minuto = 0;

export interface ExameAgendar {
  exameId: number;
  procedimento: string;
  valor?: string;
  situacao?: number;
  /** The support laboratory (null: the scheduling's). */
  executorId?: number | null;
}

/**
 * One scheduling of the engine (its `numero`, random and large so it meets no other) with its lab rows: the
 * lab_agendamento at the scenario's municipal laboratory and one lab_agendamento_exame per exam.
 */
export async function agendarLab(
  tx: Tx,
  c: CenarioLab,
  pacienteId: number,
  exames: ExameAgendar[],
  opts: { data?: string; unidadeId?: number; numero?: number } = {},
) {
  minuto++;
  const numero = opts.numero ?? 700_000_000_000 + Math.floor(Math.random() * 99_999_999_999);
  const hora = `${String(Math.floor(minuto / 60) % 24).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}:${String(Math.floor(minuto / 1440) % 60).padStart(2, '0')}`;
  const agendamentoId = await um(
    tx,
    sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
      values (${numero}, 'exame-laboratorial', ${c.jornadaId}, ${opts.data ?? hojeIso()}, ${hora}, 1, ${pacienteId}, 1) returning id`,
  );
  const labAgendamentoId = await um(
    tx,
    sql`insert into lab_agendamento (agendamento_id, paciente_id, laboratorio_id, unidade_solicitante_id, solicitante_nome, usuario_id)
      values (${agendamentoId}, ${pacienteId}, ${c.municipalId}, ${opts.unidadeId ?? c.unidadeId}, 'Dr. Papel', ${c.usuarioId}) returning id`,
  );
  const aeIds: number[] = [];
  for (const e of exames)
    aeIds.push(
      await um(
        tx,
        sql`insert into lab_agendamento_exame (lab_agendamento_id, exame_id, procedimento_codigo, valor, laboratorio_executor_id, situacao)
          values (${labAgendamentoId}, ${e.exameId}, ${e.procedimento}, ${e.valor ?? '10.50'},
            ${e.executorId === undefined ? c.apoioId : e.executorId}, ${e.situacao ?? 2}) returning id`,
      ),
    );
  return { numero, agendamentoId, labAgendamentoId, aeIds };
}

/** The HL7 ORU^R01 message of one scheduling: OBR-2 the scheduling number, one OBX per [field, type, value, unit, status]. */
export function mensagemOru(
  remetente: string,
  controle: string,
  pedidos: {
    numero: number | string;
    exame: string;
    obx: [codigo: string, tipo: string, valor: string, unidade?: string, situacao?: string][];
  }[],
) {
  const seg = [
    `MSH|^~\\&|LIS|${remetente}|SAUDE|PREFEITURA|20261120101500||ORU^R01^ORU_R01|${controle}|P|2.5.1`,
    'PID|1||123^^^SAUDE^PI||PACIENTE^TESTE||19800512|F',
  ];
  pedidos.forEach((p, i) => {
    seg.push(`OBR|${i + 1}|${p.numero}|LA-${controle}-${i}|${p.exame}^EXAME^L`);
    p.obx.forEach(([codigo, tipo, valor, unidade, situacao], j) => {
      seg.push(`OBX|${j + 1}|${tipo}|${codigo}^Campo^L||${valor}|${unidade ?? ''}||N|||${situacao ?? 'F'}`);
    });
  });
  return seg.join('\r');
}
