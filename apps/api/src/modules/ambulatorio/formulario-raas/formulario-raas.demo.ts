import { hojeIso, RACA_COR_LEDI_PARA_SIA, raasSchema } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCnsDefinitivo, type SeedContexto } from '../../../db/seed/municipio.js';
import { salvarRaas } from './formulario-raas.service.js';

/** Two sheets of last month's psychosocial care, as a CAPS team would have typed them (demo only). */
const FICHAS = [
  {
    origem: '02',
    capsTipo: 'II',
    cidPrincipal: 'F200',
    cidsSecundarios: ['F419'],
    destino: '00',
    acoes: [
      ['0301080232', 'C', 2],
      ['0301080208', 'C', 6],
      ['0301080216', 'C', 4],
      ['0301080224', 'T', 1],
    ],
  },
  {
    origem: '01',
    capsTipo: 'II',
    cidPrincipal: 'F102',
    cidsSecundarios: [],
    destino: '03',
    usoAlcool: true,
    acoes: [
      ['0301080208', 'C', 3],
      ['0301080216', 'C', 2],
    ],
  },
] as const;

/**
 * The demo polyclinic's RAAS (issue 17): last month's psychosocial sheets of two patients, their actions done by
 * the demo doctor, written through the same service (and validations) as the screen.
 */
export async function seedFormularioRaasDemo(tx: Tx, ctx: SeedContexto) {
  const unidadeId = ctx.unidades.get('Policlínica Municipal');
  const medico = ctx.usuarios.get('medico');
  if (!unidadeId || !medico) return;
  const { rows: procedimentos } = await tx.execute(sql`select count(*)::int as n from procedimento_sigtap where codigo like '030108%'`);
  if (!Number((procedimentos[0] as { n: number }).n)) return;
  const { rows: cbo } = await tx.execute(
    sql`select ocupacao_codigo from lotacao where usuario_id = ${medico} and ocupacao_codigo is not null limit 1`,
  );
  const ocupacao = String((cbo[0] as { ocupacao_codigo?: string } | undefined)?.ocupacao_codigo ?? '225125');
  const { rows: pacientes } = await tx.execute(sql`
    select c.id, c.nome, c.cns, c.data_nascimento::text as nascimento, c.sexo_id, c.raca_cor_id from cidadao c
     where not exists (select 1 from usuario u where u.cidadao_id = c.id) and c.data_obito is null and c.data_nascimento is not null
       and c.sexo_id in (0, 1)
     order by c.id desc limit ${FICHAS.length}`);
  const hoje = hojeIso();
  const mes = new Date(Date.UTC(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)) - 2, 1));
  const competencia = `${mes.getUTCFullYear()}${String(mes.getUTCMonth() + 1).padStart(2, '0')}`;
  const dia = (d: number) => `${competencia.slice(0, 4)}-${competencia.slice(4)}-${String(d).padStart(2, '0')}`;
  for (const [i, p] of (pacientes as Record<string, unknown>[]).entries()) {
    const ficha = FICHAS[i];
    if (!ficha) break;
    const { acoes, ...resto } = ficha;
    await salvarRaas(
      tx,
      raasSchema.parse({
        ...resto,
        unidadeId,
        competencia,
        pacienteId: Number(p.id),
        pacienteCns: (p.cns as string | null) ?? gerarCnsDefinitivo(String(20_000_000_000 + Number(p.id))),
        pacienteNome: String(p.nome),
        pacienteNascimento: String(p.nascimento),
        pacienteSexo: Number(p.sexo_id) === 0 ? 'M' : 'F',
        pacienteRacaCor: RACA_COR_LEDI_PARA_SIA[Number(p.raca_cor_id)] ?? '99',
        pacienteMunicipioId: ctx.municipioId,
        dataInicio: dia(2),
        dataSaida: ficha.destino === '00' ? null : dia(27),
        acoes: acoes.map(([procedimentoCodigo, local, quantidade], k) => ({
          procedimentoCodigo,
          profissionalId: medico,
          cbo: ocupacao,
          data: dia(3 + k * 6),
          quantidade,
          local,
        })),
      }),
    );
  }
}
