import { sql } from 'drizzle-orm';
import { type Db, type Tx, withTenant } from '../../../db/client.js';
import { LABORATORIO_MUNICIPAL_DEMO } from '../laboratorio/laboratorio.demo.js';

export interface AmostraFixture {
  /** MATERIAIS_BIOLOGICOS value. */
  material: number;
  recipiente?: string;
  /** lab_exame acronyms of the demo (HEMO, GLI, CT …). */
  siglas: string[];
}
export interface PacienteFixture {
  nome: string;
  nomeSocial?: string | null;
  nascimento?: string;
  amostras: AmostraFixture[];
  solicitante?: string;
}
export interface AgendamentoFixture {
  labAgendamentoId: number;
  agendamentoId: number;
  numero: number;
  pacienteId: number;
  amostraIds: number[];
  exameIds: number[][];
}

const um = async (tx: Tx, q: ReturnType<typeof sql>) => Number((await tx.execute(q)).rows[0]?.id);

/**
 * Test data of the collection and bench screens, written straight into the tables (the scheduling service is another
 * part's): a collection agenda of the municipal laboratory at its unit, and per patient the engine's booking, the
 * lab_agendamento, its samples and their exams (demo exams by acronym). Numbers and times are random, so files
 * sharing the database never collide; the date is the caller's.
 */
export async function criarCenarioColeta(
  db: Db,
  clienteId: number,
  data: string,
  pacientes: PacienteFixture[],
  opts: { jornadaId?: number } = {},
) {
  return withTenant(db, { clienteId }, async (tx) => {
    const { rows } = await tx.execute(sql`
      select l.id as laboratorio_id, coalesce(l.unidade_id, i.unidade_id) as unidade_id, i.id as infraestrutura_id, u.id as usuario_id
        from laboratorio l, infraestrutura i, usuario u
       where l.nome = ${LABORATORIO_MUNICIPAL_DEMO} and i.nome = 'Laboratório Municipal' and u.login = 'laboratorio' limit 1`);
    const base = rows[0];
    if (!base) throw new Error('cenário de coleta: o laboratório municipal do demo não foi encontrado');
    const laboratorioId = Number(base.laboratorio_id);
    const unidadeId = Number(base.unidade_id);
    const usuarioId = Number(base.usuario_id);
    const jornadaId =
      opts.jornadaId ??
      (await um(
        tx,
        sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, situacao_id, dias_semana,
                                 hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
            values ('exame-laboratorial', 2, ${laboratorioId}, ${unidadeId}, ${base.infraestrutura_id},
                    (select id from jornada_situacao order by id limit 1), '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, '2020-01-01')
            returning id`,
      ));
    const criados: AgendamentoFixture[] = [];
    for (const p of pacientes) {
      const pacienteId = await um(
        tx,
        sql`insert into cidadao (nome, nome_social, data_nascimento, sexo_id) values (${p.nome}, ${p.nomeSocial ?? null}, ${p.nascimento ?? '1980-05-10'}, 1) returning id`,
      );
      const numero = 700_000_000 + Math.floor(Math.random() * 99_999_999);
      const minuto = Math.floor(Math.random() * 1439);
      const hora = `${String(Math.floor(minuto / 60)).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`;
      const agendamentoId = await um(
        tx,
        sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id)
            values (${numero}, 'exame-laboratorial', ${jornadaId}, ${data}, ${hora}, 1, ${pacienteId}, 1, ${unidadeId}) returning id`,
      );
      const labAgendamentoId = await um(
        tx,
        sql`insert into lab_agendamento (agendamento_id, paciente_id, laboratorio_id, unidade_solicitante_id, solicitante_nome, usuario_id)
            values (${agendamentoId}, ${pacienteId}, ${laboratorioId}, ${unidadeId}, ${p.solicitante ?? 'Dr. Papel da Silva'}, ${usuarioId}) returning id`,
      );
      const amostraIds: number[] = [];
      const exameIds: number[][] = [];
      for (const a of p.amostras) {
        const amostraId = await um(
          tx,
          sql`insert into lab_amostra (lab_agendamento_id, material_biologico, recipiente) values (${labAgendamentoId}, ${a.material}, ${a.recipiente ?? null}) returning id`,
        );
        amostraIds.push(amostraId);
        const { rows: ex } = await tx.execute(sql`
          insert into lab_agendamento_exame (lab_agendamento_id, exame_id, procedimento_codigo, amostra_id)
          select ${labAgendamentoId}, e.id, e.procedimento_codigo, ${amostraId}
            from lab_exame le join exame e on e.id = le.exame_id
           where le.sigla in (${sql.join(
             a.siglas.map((s) => sql`${s}`),
             sql`, `,
           )})
           order by array_position(${`{${a.siglas.join(',')}}`}::text[], le.sigla::text)
          returning id`);
        if (ex.length !== a.siglas.length) throw new Error(`cenário de coleta: siglas não encontradas em ${a.siglas.join(', ')}`);
        exameIds.push(ex.map((e) => Number(e.id)));
      }
      criados.push({ labAgendamentoId, agendamentoId, numero, pacienteId, amostraIds, exameIds });
    }
    return { jornadaId, laboratorioId, unidadeId, agendamentos: criados };
  });
}

/** A random day far ahead, so the day's lists of a test hold only what the test created. */
export function diaDeTeste(): string {
  const ano = 2040 + Math.floor(Math.random() * 40);
  const mes = 1 + Math.floor(Math.random() * 12);
  const dia = 1 + Math.floor(Math.random() * 28);
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}
