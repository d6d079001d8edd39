import { ALERTA_PACIENTE, cabecalhoAtendimentoSchema, camelizeKeys, FATOR_RISCO_GESTANTE, hojeIso, PREFERENCIA_NOME } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { alergia, cidadaoAlergia, cidadaoFatorRisco } from '../../cadastro/index.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
});
afterAll(() => ctx.close());

/** The header as the exam request form answers it (the lightest screen that shows it). */
async function cabecalho(atendimentoId: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/pronto-atendimento/exame-imagem/create?atendimento_id=${atendimentoId}`,
    headers: f.headers.medico,
  });
  expect(res.statusCode).toBe(200);
  return json(res).model.atendimento;
}

describe('cabeçalho do atendimento (issue 14 §4)', () => {
  it('brings the record number, the name preference, the allergies in order and the alerts the record supports', async () => {
    const pacienteId = await novoPaciente(f, {
      nome: unique('Ana Clara'),
      nomeSocial: 'Clara',
      preferenciaNomeId: PREFERENCIA_NOME.NOME_SOCIAL,
      // 15 or 16 years old, whatever today is
      dataNascimento: `${Number(hojeIso().slice(0, 4)) - 16}-01-01`,
      sexoId: 1,
    });
    await withTenant(ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
      const [a, b] = await tx
        .insert(alergia)
        .values([
          { nome: unique('Dipirona'), tipoId: 1 },
          { nome: unique('Látex'), tipoId: 1 },
        ])
        .returning({ id: alergia.id });
      await tx.insert(cidadaoAlergia).values([
        { cidadaoId: pacienteId, alergiaId: b?.id as number, ordem: 2 },
        { cidadaoId: pacienteId, alergiaId: a?.id as number, ordem: 1, reacoesObservacoes: 'urticária' },
      ]);
      await tx.insert(cidadaoFatorRisco).values({ cidadaoId: pacienteId, fatorRiscoId: FATOR_RISCO_GESTANTE });
    });
    const p = await pacienteNoSetor(f, { pacienteId });

    const c = await cabecalho(p.atendimentoId);
    expect(c).toMatchObject({ paciente_id: pacienteId, prontuario: pacienteId, nome_social: 'Clara', preferencia_nome_id: 2 });
    expect(c.alergias.map((x: { observacao: string | null }) => x.observacao)).toEqual(['urticária', null]);
    expect(c.alertas).toEqual([
      { codigo: ALERTA_PACIENTE.MENOR_DE_IDADE, nome: 'Menor de idade' },
      { codigo: ALERTA_PACIENTE.GESTANTE, nome: 'Gestante' },
    ]);
    expect(c).not.toHaveProperty('gestante');
    // what the web reads is what the shared schema declares
    expect(cabecalhoAtendimentoSchema.safeDecode(camelizeKeys(c)).success).toBe(true);
  });

  it('flags an unknown patient by the estimated age, and no alert for an identified adult', async () => {
    const desconhecido = await novoPaciente(f, { provisorio: true, dataNascimento: null, idadeEstimada: 40 });
    const adulto = await novoPaciente(f);
    const [a, b] = [await pacienteNoSetor(f, { pacienteId: desconhecido }), await pacienteNoSetor(f, { pacienteId: adulto })];
    expect((await cabecalho(a.atendimentoId)).alertas).toEqual([
      { codigo: ALERTA_PACIENTE.NAO_IDENTIFICADO, nome: 'Paciente não identificado' },
    ]);
    expect((await cabecalho(b.atendimentoId)).alertas).toEqual([]);
  });
});
