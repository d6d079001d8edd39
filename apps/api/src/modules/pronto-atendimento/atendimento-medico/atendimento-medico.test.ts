import { DestinoAtendimento, SetorTipo, StatusFila, StatusPrescricaoItem, TipoDocumentoClinico, TipoReceita } from '@saude/shared';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import {
  atendimento,
  atendimentoMedico,
  auditoria,
  cid,
  documentoClinico,
  exameImagem,
  lotacao,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
  receita,
  usuario,
} from '../../../db/schema/index.js';
import { especialidade, medicamento } from '../../cadastro/index.js';
import { fila } from '../../fila/index.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
const api = '/api/pronto-atendimento/atendimento-medico';
const med: Record<'dipirona' | 'diazepam' | 'clonazepam', { id: number; nome: string }> = {} as never;
let especialidadeId: number;
let exameRx: string;
let cidSoMasculino: string;
let medicoId: number;
let medicoCbo: string | null;

const db = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: f.clienteId }, fn);
const post = (payload: Record<string, unknown>, h = f.headers.medico, url = api) =>
  ctx.app.inject({ method: 'POST', url, headers: h, payload });
const get = (url: string, h = f.headers.medico) => ctx.app.inject({ method: 'GET', url, headers: h });

/** The least a doctor evaluation needs, for the queue entry given. */
const corpo = (filaId: number, extra: Record<string, unknown> = {}) => ({
  fila_id: filaId,
  anamnese: 'Dor abdominal em fossa ilíaca direita há 6 horas, sem febre.',
  diagnosticos: [{ cid_codigo: 'R10.4', principal: true }],
  destino: DestinoAtendimento.ALTA,
  ...extra,
});

/** What an FAA holds from the doctor: a refused save must leave every count as it was. */
async function registros(atendimentoId: number) {
  return db(async (tx) => {
    const n = async (t: typeof atendimentoMedico | typeof receita | typeof documentoClinico | typeof exameImagem | typeof prescricaoItem) =>
      (await tx.select({ n: count() }).from(t).where(eq(t.atendimentoId, atendimentoId)))[0]?.n;
    const [a] = await tx.select({ desfecho: atendimento.desfecho }).from(atendimento).where(eq(atendimento.id, atendimentoId));
    return {
      avaliacoes: await n(atendimentoMedico),
      receitas: await n(receita),
      documentos: await n(documentoClinico),
      exames: await n(exameImagem),
      prescricao: await n(prescricaoItem),
      desfecho: a?.desfecho,
    };
  });
}
const statusDaEntrada = (filaId: number) =>
  db(async (tx) => (await tx.select({ status: fila.status }).from(fila).where(eq(fila.id, filaId)))[0]?.status);

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
  await db(async (tx) => {
    const novo = async (denominacao: string, listaControleId: number | null) => {
      const nome = unique(denominacao);
      const [m] = await tx
        .insert(medicamento)
        .values({ denominacao: nome, concentracao: '10 mg', formaFarmaceuticaId: 1, viaAdministracaoId: 1, listaControleId })
        .returning({ id: medicamento.id });
      return { id: m?.id as number, nome: `${nome} 10 mg comprimido` };
    };
    med.dipirona = await novo('Dipirona', null);
    med.diazepam = await novo('Diazepam', 4); // B1
    med.clonazepam = await novo('Clonazepam', 4);
    const [e] = await tx.select({ id: especialidade.id }).from(especialidade).where(eq(especialidade.bloqueado, false)).limit(1);
    especialidadeId =
      e?.id ??
      ((
        await tx
          .insert(especialidade)
          .values({ nome: unique('Cirurgia geral'), ocupacaoCodigo: '225225' })
          .returning({ id: especialidade.id })
      )[0]?.id as number);
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, 'medico'));
    medicoId = u?.id as number;
    medicoCbo = (await tx.select({ cbo: lotacao.ocupacaoCodigo }).from(lotacao).where(eq(lotacao.usuarioId, medicoId)))[0]?.cbo ?? null;
  });
  const [rx] = await ctx.database.db
    .select({ codigo: procedimentoSigtap.codigo })
    .from(procedimentoSigtap)
    .where(like(procedimentoSigtap.codigo, '0204%'))
    .limit(1);
  exameRx = rx?.codigo as string;
  const [m] = await ctx.database.db.select({ codigo: cid.codigo }).from(cid).where(eq(cid.sexo, 'M')).limit(1);
  cidSoMasculino = m?.codigo as string;
});
afterAll(() => ctx.close());

describe('atendimento médico: formulário', () => {
  it('opens the form of an entry in the doctors’ room, with the unit’s queues and the triage, and audits the read', async () => {
    const p = await pacienteNoSetor(f);
    const res = await get(`${api}/create/${p.filaId}`);
    expect(res.statusCode).toBe(200);
    const { form, model } = json(res);
    expect(form.destinos).toContainEqual({ id: 2, nome: 'Observação' });
    expect(form.tipos_receita).toContainEqual({ id: 3, nome: 'Notificação de receita B (azul)' });
    expect(form.tipos_documento.map((t: { nome: string }) => t.nome)).toEqual([
      'Atestado médico',
      'Declaração de comparecimento',
      'Encaminhamento',
      'Orientações ao paciente',
    ]);
    expect(form.centros_observacao).toEqual([{ id: f.cc['Sala de Observação'], nome: 'Sala de Observação' }]);
    expect(form.centros_medicacao).toEqual([{ id: f.cc['Medicação do Pronto Atendimento'], nome: 'Medicação do Pronto Atendimento' }]);
    expect(model.fila).toMatchObject({ id: p.filaId, status: StatusFila.EM_ATENDIMENTO, em_atendimento_por_voce: true });
    expect(model.atendimento).toMatchObject({ id: p.atendimentoId, numero: p.numero });
    expect(model.atendimento.ultima_triagem).toMatchObject({ queixa: 'Dor abdominal há 6 horas', pa_sistolica: 130, saturacao: 97 });
    expect(model.triagens).toHaveLength(1);
    expect(model.avaliacoes).toEqual([]);
    expect(model.prescricao_ativa).toEqual([]);

    const leituras = await db((tx) =>
      tx
        .select({ depois: auditoria.depois, usuarioId: auditoria.usuarioId })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.tabela, 'atendimento'), eq(auditoria.registroId, p.atendimentoId))),
    );
    expect(leituras).toContainEqual({ depois: { rota: 'atendimento-medico/create' }, usuarioId: medicoId });

    expect((await get(`${api}/create/${p.filaId}`, f.headers.recepcao)).statusCode).toBe(403);
    expect((await get(`${api}/create/999999999`)).statusCode).toBe(404);
  });
});

describe('atendimento médico: gravar e destino', () => {
  it('discharges with diagnoses, prescriptions, documents and imaging; finalizes the entry and sets the outcome', async () => {
    const p = await pacienteNoSetor(f);
    const res = await post(
      corpo(p.filaId, {
        exame_fisico: 'Dor à descompressão em FID.',
        conduta: 'Analgesia e reavaliação.',
        diagnosticos: [
          { cid_codigo: 'R10.4', principal: false },
          { cid_codigo: 'K35.9', principal: true },
        ],
        prescricao_interna: [
          {
            medicamento_id: med.dipirona.id,
            descricao: med.dipirona.nome,
            dose: '1 g',
            via: 'Intravenosa',
            intervalo_horas: 6,
            quantidade_doses: 4,
          },
          { descricao: 'Soro fisiológico 0,9% 500 mL', via: 'Intravenosa', se_necessario: true },
        ],
        receitas: [
          {
            tipo: TipoReceita.COMUM,
            itens: [
              {
                medicamento_id: med.dipirona.id,
                descricao: med.dipirona.nome,
                quantidade: '10 comprimidos',
                posologia: '1 de 6/6 h se dor',
              },
            ],
          },
          {
            tipo: TipoReceita.AZUL,
            numero_notificacao: 'PE-0012345',
            itens: [{ medicamento_id: med.diazepam.id, descricao: med.diazepam.nome, quantidade: '5 comprimidos', posologia: '1 à noite' }],
          },
        ],
        documentos: [
          { tipo: TipoDocumentoClinico.ATESTADO, dias: 3, data_inicio: '2026-03-10', cid_codigo: 'K35.9', exibir_cid: false },
          { tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO, hora_inicio: '08:10', hora_fim: '10:30', acompanhante: 'JOSÉ DA SILVA' },
          {
            tipo: TipoDocumentoClinico.ENCAMINHAMENTO,
            especialidade_id: especialidadeId,
            destino: 'Hospital Regional',
            texto: 'Avaliar apendicite.',
          },
          { tipo: TipoDocumentoClinico.ORIENTACAO, texto: 'Retornar se febre ou vômitos.' },
        ],
        exames_imagem: [{ procedimento_codigo: exameRx, justificativa: 'Dor abdominal aguda.' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const salvo = json(res);
    expect(salvo.message).toBe('Atendimento salvo.');
    expect(salvo.receitas).toHaveLength(2);
    expect(salvo.documentos).toHaveLength(4);
    expect(salvo.atendimento_id).toBe(p.atendimentoId);

    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.FINALIZADO);
    expect(await registros(p.atendimentoId)).toEqual({
      avaliacoes: 1,
      receitas: 2,
      documentos: 4,
      exames: 1,
      prescricao: 2,
      desfecho: DestinoAtendimento.ALTA,
    });
    const [gravado] = await db((tx) =>
      tx
        .select({
          ocupacao: atendimentoMedico.ocupacaoCodigo,
          usuarioId: atendimentoMedico.usuarioId,
          por: atendimento.desfechoPor,
          em: atendimento.desfechoEm,
        })
        .from(atendimentoMedico)
        .innerJoin(atendimento, eq(atendimento.id, atendimentoMedico.atendimentoId))
        .where(eq(atendimentoMedico.id, salvo.atendimento_medico.id)),
    );
    expect(gravado).toMatchObject({ ocupacao: medicoCbo, usuarioId: medicoId, por: medicoId });
    expect(gravado?.em).toBeInstanceOf(Date);

    // the evaluation as the list's view reads it
    const visto = json(await get(`${api}/${salvo.atendimento_medico.id}`)).model.avaliacao;
    expect(visto.diagnosticos.map((d: { cid_codigo: string; principal: boolean }) => [d.cid_codigo, d.principal])).toEqual([
      ['K359', true],
      ['R104', false],
    ]);
    expect(visto.receitas.map((r: { tipo: number; numero_notificacao: string | null }) => [r.tipo, r.numero_notificacao])).toEqual([
      [TipoReceita.COMUM, null],
      [TipoReceita.AZUL, 'PE-0012345'],
    ]);
    const [atestado, declaracao] = visto.documentos;
    expect(atestado).toMatchObject({ dias: 3, data_inicio: '2026-03-10', cid_codigo: null }); // no consent, no CID
    expect(declaracao).toMatchObject({ hora_inicio: '08:10:00', hora_fim: '10:30:00', acompanhante: 'JOSÉ DA SILVA' });
    expect(visto.exames_imagem).toMatchObject([{ procedimento_codigo: exameRx, status: 1 }]);
    const [leitura] = await db((tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.registroId, p.atendimentoId), eq(auditoria.usuarioId, medicoId)))
        .orderBy(sql`${auditoria.id} desc`)
        .limit(1),
    );
    expect(leitura?.depois).toEqual({ rota: 'atendimento-medico/visualizar' });
    expect((await get(`${api}/${salvo.atendimento_medico.id}`, f.headers.recepcao)).statusCode).toBe(403);

    // the entry is closed: the form refuses it and a second save too
    expect((await get(`${api}/create/${p.filaId}`)).statusCode).toBe(409);
    const denovo = await post(corpo(p.filaId));
    expect(denovo.statusCode).toBe(409);
    expect(json(denovo).message).toBe('Esta entrada da fila já foi encerrada: o paciente não está mais nesta fila.');
    expect((await registros(p.atendimentoId)).avaliacoes).toBe(1);
  });

  it.each([
    [DestinoAtendimento.ALTA_A_PEDIDO, null],
    [DestinoAtendimento.TRANSFERENCIA, 'Hospital Regional de Arcoverde, vaga via central de regulação'],
    [DestinoAtendimento.OBITO, 'Parada cardiorrespiratória às 10h15 sem resposta à reanimação'],
    [DestinoAtendimento.ENCAMINHAMENTO_REDE, null],
    [DestinoAtendimento.INTERNACAO, null],
  ])('destination %i ends the stay: entry finalized and outcome set', async (destino, detalhe) => {
    const p = await pacienteNoSetor(f);
    const res = await post(corpo(p.filaId, { destino, destino_detalhe: detalhe }));
    expect(res.statusCode).toBe(201);
    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.FINALIZADO);
    expect((await registros(p.atendimentoId)).desfecho).toBe(destino);
  });

  it('observation forwards to the observation queue, where the doctor re-evaluates, sees the administrations, suspends and discharges', async () => {
    const p = await pacienteNoSetor(f);
    const res = await post(
      corpo(p.filaId, {
        destino: DestinoAtendimento.OBSERVACAO,
        prescricao_interna: [
          { medicamento_id: med.dipirona.id, descricao: med.dipirona.nome, dose: '1 g', via: 'Intravenosa', intervalo_horas: 6 },
          { descricao: 'Ondansetrona 4 mg', via: 'Intravenosa', intervalo_horas: 8 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const obsFilaId = json(res).destino_fila_id as number;
    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.ENCAMINHADO);
    expect((await registros(p.atendimentoId)).desfecho).toBeNull();

    const observacao = f.cc['Sala de Observação'] as number;
    const naFila = json(
      await get(`/api/pronto-atendimento/fila?centro_custo_id=${observacao}&setor_tipo_id=${SetorTipo.OBSERVACAO}`),
    ).data.model.fila.find((e: { id: number }) => e.id === obsFilaId);
    expect(naFila).toMatchObject({ atendimento: { id: p.atendimentoId }, status: { id: StatusFila.EM_ESPERA } });

    // nursing gave the first dose
    const itens = await db((tx) =>
      tx
        .select({ id: prescricaoItem.id })
        .from(prescricaoItem)
        .where(eq(prescricaoItem.atendimentoId, p.atendimentoId))
        .orderBy(prescricaoItem.id),
    );
    const [dipirona, ondansetrona] = itens.map((i) => i.id);
    const [enfermeira] = await db((tx) => tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, 'enfermagem')));
    await db((tx) =>
      tx
        .insert(prescricaoAdministracao)
        .values({ prescricaoItemId: dipirona as number, usuarioId: enfermeira?.id as number, status: 1, lote: 'L123' }),
    );

    const atender = await ctx.app.inject({
      method: 'PUT',
      url: `/api/pronto-atendimento/fila/atender/${obsFilaId}`,
      headers: f.headers.medico,
    });
    expect(atender.statusCode).toBe(200);
    const { model } = json(await get(`${api}/create/${obsFilaId}`));
    expect(model.fila.setor_tipo_id).toBe(SetorTipo.OBSERVACAO);
    expect(model.avaliacoes).toHaveLength(1);
    expect(model.avaliacoes[0].destino_nome).toBe('Observação');
    expect(model.prescricao_ativa.map((i: { id: number; administracoes: unknown[] }) => [i.id, i.administracoes.length])).toEqual([
      [dipirona, 1],
      [ondansetrona, 0],
    ]);
    expect(model.prescricao_ativa[0].administracoes[0]).toMatchObject({ status: 1, lote: 'L123' });

    const alta = await post(corpo(obsFilaId, { suspender_itens: [ondansetrona] }));
    expect(alta.statusCode).toBe(201);
    const estados = await db((tx) =>
      tx
        .select({ id: prescricaoItem.id, status: prescricaoItem.status, por: prescricaoItem.suspensoPor })
        .from(prescricaoItem)
        .where(eq(prescricaoItem.atendimentoId, p.atendimentoId))
        .orderBy(prescricaoItem.id),
    );
    expect(estados).toEqual([
      { id: dipirona, status: StatusPrescricaoItem.ATIVO, por: null },
      { id: ondansetrona, status: StatusPrescricaoItem.SUSPENSO, por: medicoId },
    ]);
    expect(await statusDaEntrada(obsFilaId)).toBe(StatusFila.FINALIZADO);
    expect((await registros(p.atendimentoId)).desfecho).toBe(DestinoAtendimento.ALTA);
  });

  it('observation kept in observation gives the entry back to its queue; medication forwards to the nursing queue', async () => {
    const p = await pacienteNoSetor(f, { destino: 'Sala de Observação' });
    const res = await post(corpo(p.filaId, { destino: DestinoAtendimento.OBSERVACAO }));
    expect(res.statusCode).toBe(201);
    expect(json(res).destino_fila_id).toBe(p.filaId);
    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.EM_ESPERA);

    const q = await pacienteNoSetor(f);
    const medicacao = await post(corpo(q.filaId, { destino: DestinoAtendimento.MEDICACAO_REAVALIACAO }));
    expect(medicacao.statusCode).toBe(201);
    const nova = json(medicacao).destino_fila_id as number;
    const [entrada] = await db((tx) => tx.select({ centro: fila.centroCustoId, status: fila.status }).from(fila).where(eq(fila.id, nova)));
    expect(entrada).toEqual({ centro: f.cc['Medicação do Pronto Atendimento'], status: StatusFila.EM_ESPERA });
    expect(await statusDaEntrada(q.filaId)).toBe(StatusFila.ENCAMINHADO);

    // a destination queue of the wrong kind is refused
    const r = await pacienteNoSetor(f);
    const errada = await post(
      corpo(r.filaId, { destino: DestinoAtendimento.OBSERVACAO, destino_centro_custo_id: f.cc['Medicação do Pronto Atendimento'] }),
    );
    expect(errada.statusCode).toBe(422);
    expect(json(errada).errors.destino_centro_custo_id).toEqual(['Escolha uma sala de observação desta unidade.']);
  });
});

describe('atendimento médico: recusas não gravam nada', () => {
  it.each([
    [
      'CID repetido',
      {
        diagnosticos: [
          { cid_codigo: 'R10.4', principal: true },
          { cid_codigo: 'r104', principal: false },
        ],
      },
      { 'diagnosticos.1.cid_codigo': ['CID informado mais de uma vez.'] },
    ],
    [
      'sem principal',
      { diagnosticos: [{ cid_codigo: 'R10.4', principal: false }] },
      { diagnosticos: ['Marque um diagnóstico como principal.'] },
    ],
    [
      'CID inexistente',
      { diagnosticos: [{ cid_codigo: 'U99.9', principal: true }] },
      { 'diagnosticos.0.cid_codigo': ['CID não encontrado.'] },
    ],
    [
      'transferência sem destino',
      { destino: DestinoAtendimento.TRANSFERENCIA },
      { destino_detalhe: ['Informe o hospital ou serviço de destino da transferência.'] },
    ],
    [
      'notificação azul com dois medicamentos',
      {
        receitas: [
          {
            tipo: TipoReceita.AZUL,
            itens: [
              { descricao: 'Diazepam', quantidade: '5', posologia: '1 à noite' },
              { descricao: 'Clonazepam', quantidade: '5', posologia: '1 à noite' },
            ],
          },
        ],
      },
      { 'receitas.0.itens': ['A notificação de receita B (azul) admite um único medicamento.'] },
    ],
    [
      'declaração com horas invertidas',
      { documentos: [{ tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO, hora_inicio: '11:00', hora_fim: '10:00' }] },
      { 'documentos.0.hora_fim': ['A hora de fim deve ser posterior à hora de início.'] },
    ],
  ])('%s', async (_caso, mudanca, erros) => {
    const p = await pacienteNoSetor(f);
    const antes = await registros(p.atendimentoId);
    const res = await post(corpo(p.filaId, mudanca));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual(erros);
    expect(await registros(p.atendimentoId)).toEqual(antes);
    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.EM_ATENDIMENTO);
  });

  it('refuses a controlled medicine on a common form, naming it, and a CID of the other sex, with every message at once', async () => {
    const p = await pacienteNoSetor(f, { pacienteId: await novoPaciente(f, { sexoId: 1 }) });
    const res = await post(
      corpo(p.filaId, {
        diagnosticos: [
          { cid_codigo: 'R10.4', principal: true },
          { cid_codigo: cidSoMasculino, principal: false },
        ],
        prescricao_interna: [{ descricao: 'Dipirona 1 g', via: 'Intravenosa' }],
        receitas: [
          {
            tipo: TipoReceita.COMUM,
            itens: [
              { medicamento_id: med.dipirona.id, descricao: med.dipirona.nome, quantidade: '10', posologia: '6/6 h' },
              { medicamento_id: med.diazepam.id, descricao: med.diazepam.nome, quantidade: '10', posologia: '1 à noite' },
            ],
          },
          {
            tipo: TipoReceita.AMARELA,
            itens: [{ medicamento_id: med.clonazepam.id, descricao: med.clonazepam.nome, quantidade: '10', posologia: '1 à noite' }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const cidFormatado = `${cidSoMasculino.slice(0, 3)}${cidSoMasculino.length === 4 ? `.${cidSoMasculino[3]}` : ''}`;
    expect(json(res).errors).toEqual({
      'diagnosticos.1.cid_codigo': [`O CID ${cidFormatado} é exclusivo do sexo masculino.`],
      'receitas.0.itens.1.medicamento_id': [
        `${med.diazepam.nome} é medicamento controlado (lista B1) e deve ser prescrito na notificação de receita B (azul).`,
      ],
      'receitas.1.itens.0.medicamento_id': [
        `${med.clonazepam.nome} é medicamento controlado (lista B1) e deve ser prescrito na notificação de receita B (azul).`,
      ],
    });
    expect(await registros(p.atendimentoId)).toEqual({
      avaliacoes: 0,
      receitas: 0,
      documentos: 0,
      exames: 0,
      prescricao: 0,
      desfecho: null,
    });
    expect(await statusDaEntrada(p.filaId)).toBe(StatusFila.EM_ATENDIMENTO);
  });

  it('refuses a closed FAA, an entry not answered, one answered by someone else, and nursing (403)', async () => {
    const fechada = await pacienteNoSetor(f);
    await db((tx) => tx.update(atendimento).set({ status: 2 }).where(eq(atendimento.id, fechada.atendimentoId)));
    const res = await post(corpo(fechada.filaId));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
    expect((await registros(fechada.atendimentoId)).avaliacoes).toBe(0);
    expect(await statusDaEntrada(fechada.filaId)).toBe(StatusFila.EM_ATENDIMENTO);

    const esperando = await pacienteNoSetor(f, { atender: false });
    const naoAtendida = await post(corpo(esperando.filaId));
    expect(naoAtendida.statusCode).toBe(409);
    expect(json(naoAtendida).message).toBe('Atenda o paciente na fila antes de registrar o atendimento médico.');

    const deOutro = await pacienteNoSetor(f, { quem: 'admin' });
    const outro = await post(corpo(deOutro.filaId));
    expect(outro.statusCode).toBe(409);
    expect(json(outro).message).toBe('O paciente está em atendimento por outro profissional.');

    const enfermagem = await post(corpo(deOutro.filaId), f.headers.enfermagem);
    expect(enfermagem.statusCode).toBe(403);
    for (const p of [esperando, deOutro]) expect((await registros(p.atendimentoId)).avaliacoes).toBe(0);
  });
});

describe('declaração de comparecimento avulsa', () => {
  it('needs a doctor evaluation, checks the hours and joins the last evaluation', async () => {
    const p = await pacienteNoSetor(f);
    const url = `${api}/declaracao-comparecimento`;
    const semAvaliacao = await post({ atendimento_id: p.atendimentoId, hora_inicio: '08:00', hora_fim: '09:00' }, undefined, url);
    expect(semAvaliacao.statusCode).toBe(422);
    expect(json(semAvaliacao).errors.atendimento_id).toEqual([
      'Esta FAA não tem atendimento médico: registre o atendimento antes de emitir a declaração.',
    ]);

    const salvo = json(await post(corpo(p.filaId)));
    const invertida = await post({ atendimento_id: p.atendimentoId, hora_inicio: '09:00', hora_fim: '08:59' }, undefined, url);
    expect(invertida.statusCode).toBe(422);
    expect(json(invertida).errors).toEqual({ hora_fim: ['A hora de fim deve ser posterior à hora de início.'] });
    expect((await registros(p.atendimentoId)).documentos).toBe(0);

    const ok = await post(
      { atendimento_id: p.atendimentoId, hora_inicio: '08:00', hora_fim: '09:15', acompanhante: 'MARIA MÃE' },
      undefined,
      url,
    );
    expect(ok.statusCode).toBe(201);
    const [doc] = await db((tx) =>
      tx
        .select({
          avaliacao: documentoClinico.atendimentoMedicoId,
          tipo: documentoClinico.tipo,
          acompanhante: documentoClinico.acompanhante,
          fim: documentoClinico.horaFim,
        })
        .from(documentoClinico)
        .where(eq(documentoClinico.id, json(ok).documento.id)),
    );
    expect(doc).toEqual({
      avaliacao: salvo.atendimento_medico.id,
      tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO,
      acompanhante: 'MARIA MÃE',
      fim: '09:15:00',
    });
    expect(
      (await post({ atendimento_id: p.atendimentoId, hora_inicio: '08:00', hora_fim: '09:00' }, f.headers.recepcao, url)).statusCode,
    ).toBe(403);
  });
});

describe('lista e buscas do atendimento médico', () => {
  it('lists evaluations by FAA number and professional, and refuses reception', async () => {
    const p = await pacienteNoSetor(f);
    const salvo = json(await post(corpo(p.filaId, { diagnosticos: [{ cid_codigo: 'K35.9', principal: true }] })));
    const lista = json(await get(`${api}/datatable?numero=${p.numero}&usuario_id=${medicoId}`));
    expect(lista.recordsFiltered ?? lista.records_filtered).toBe(1);
    expect(lista.data[0]).toMatchObject({
      id: salvo.atendimento_medico.id,
      numero: p.numero,
      destino_nome: 'Alta médica',
      profissional: 'Ricardo Lins Cavalcanti',
    });
    expect(lista.data[0].cid_principal).toMatch(/^K359 - /);
    const busca = json(await get(`${api}/datatable?search[value]=${encodeURIComponent(String(p.numero))}`));
    expect(busca.data.map((l: { id: number }) => l.id)).toEqual([salvo.atendimento_medico.id]);
    const outroDia = json(await get(`${api}/datatable?numero=${p.numero}&data_inicio=2001-01-01&data_fim=2001-01-02`));
    expect(outroDia.data).toEqual([]);
    expect(json(await get(`${api}/profissionais`)).data).toContainEqual({ id: medicoId, nome: 'Ricardo Lins Cavalcanti' });
    expect((await get(`${api}/datatable`, f.headers.recepcao)).statusCode).toBe(403);
  });

  it('looks medicines up with their control list and imaging procedures only', async () => {
    const meds = json(
      await get(
        `/api/pronto-atendimento/medicamento/autocomplete?search[value]=${encodeURIComponent(med.diazepam.nome.split(' ')[0] as string)}`,
      ),
    ).data;
    expect(meds).toEqual([
      { id: med.diazepam.id, label: med.diazepam.nome, lista_controle_id: 4, lista_controle: 'B1', receita_exigida: TipoReceita.AZUL },
    ]);
    const exames = json(await get(`${api}/procedimento-imagem/autocomplete?search[value]=radiografia`)).data as { codigo: string }[];
    expect(exames.length).toBeGreaterThan(0);
    expect(exames.every((e) => /^020[4-7]/.test(e.codigo))).toBe(true);
    const naoImagem = json(await get(`${api}/procedimento-imagem/autocomplete?search[value]=0301010072`)).data;
    expect(naoImagem).toEqual([]);
  });
});
