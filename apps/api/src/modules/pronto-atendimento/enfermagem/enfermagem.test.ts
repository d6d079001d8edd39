import { StatusFila } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import {
  atendimento,
  atendimentoEnfermagem,
  enfermagemAnexo,
  enfermagemProcedimento,
  prescricaoAdministracao,
  StatusAtendimento,
} from '../../../db/schema/index.js';
import { fila } from '../../fila/index.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { leiturasAuditadas, multipart, noMunicipio, type Parte, PNG_1PX, prescrever } from './enfermagem.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
const base = '/api/pronto-atendimento/enfermagem';
const MEDICACAO = 'Medicação do Pronto Atendimento';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
});
afterAll(() => ctx.close());

/** A new patient answered in the medication queue by the nurse, with a prescription of two active items and a suspended one. */
async function naMedicacao() {
  const p = await pacienteNoSetor(f, { destino: MEDICACAO, quem: 'enfermagem' });
  const rx = await prescrever(f, p.atendimentoId, [
    { descricao: 'Dipirona 500 mg/ml', dose: '2 ml', via: 'EV', intervaloHoras: 6, quantidadeDoses: 2 },
    { descricao: 'Ondansetrona 4 mg', dose: '1 ampola', via: 'EV', quantidadeDoses: 1 },
    { descricao: 'Soro fisiológico 0,9%', dose: '500 ml', via: 'EV', status: 2 },
  ]);
  return { ...p, itens: rx.itens };
}

const gravar = (partes: Parte[], headers = f.headers.enfermagem) => {
  const corpo = multipart(partes);
  return ctx.app.inject({ method: 'POST', url: base, payload: corpo.payload, headers: { ...headers, ...corpo.headers } });
};

/** Rows written by nursing for an FAA: a refused request must leave all of them as they were. */
const escritos = (atendimentoId: number) =>
  noMunicipio(f, async (tx) => {
    const [r] = await tx
      .select({
        registros: sql<number>`count(*)::int`,
        administracoes: sql<number>`(select count(*)::int from prescricao_administracao pa join prescricao_item pi on pi.id = pa.prescricao_item_id where pi.atendimento_id = ${atendimentoId})`,
        procedimentos: sql<number>`(select count(*)::int from enfermagem_procedimento ep join atendimento_enfermagem ae on ae.id = ep.atendimento_enfermagem_id where ae.atendimento_id = ${atendimentoId})`,
        anexos: sql<number>`(select count(*)::int from enfermagem_anexo ea join atendimento_enfermagem ae on ae.id = ea.atendimento_enfermagem_id where ae.atendimento_id = ${atendimentoId})`,
      })
      .from(atendimentoEnfermagem)
      .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId));
    return r;
  });

describe('atendimento de enfermagem', () => {
  it('opens the screen with the header, the active prescription, suggestions and destinations, and audits the read', async () => {
    const p = await naMedicacao();
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/create/${p.filaId}`, headers: f.headers.enfermagem });
    expect(res.statusCode).toBe(200);
    const { form, model } = json(res);
    expect(model.atendimento.numero).toBe(p.numero);
    expect(model.atendimento.ultima_triagem.queixa).toBe('Dor abdominal há 6 horas');
    expect(model.fila).toMatchObject({ id: p.filaId, status: StatusFila.EM_ATENDIMENTO, setor_tipo_id: 4 });
    // the suspended item is not offered
    expect(model.prescricao.map((i: { descricao: string }) => i.descricao)).toEqual(['Dipirona 500 mg/ml', 'Ondansetrona 4 mg']);
    expect(model.prescricao[0]).toMatchObject({ doses_administradas: 0, proxima_dose_em: null, concluido: false, administracoes: [] });
    expect(model.prescricao[0].prescritor).toBe('Ricardo Lins Cavalcanti');
    expect(model.anteriores).toEqual([]);
    expect(form.procedimentos_sugeridos).toContainEqual({ codigo: '0301100101', nome: 'INALAÇÃO / NEBULIZAÇÃO', quantidade_maxima: null });
    expect(form.procedimentos_sugeridos).toContainEqual(expect.objectContaining({ codigo: '0301100284', nome: 'CURATIVO SIMPLES' }));
    expect(form.destinos.map((d: { id: number }) => d.id)).toEqual([1, 2, 3]);
    expect(await leiturasAuditadas(f, p.atendimentoId, 'atendimento-enfermagem/create')).toBe(1);
  });

  it('records note, procedures, administrations and a file, sends the patient back to the doctor and serves the file', async () => {
    const p = await naMedicacao();
    const [dipirona] = p.itens;
    const res = await gravar([
      { nome: 'fila_id', valor: String(p.filaId) },
      { nome: 'anotacao', valor: 'Medicação administrada em MSE, sem intercorrências.' },
      { nome: 'procedimentos', valor: JSON.stringify([{ procedimento_codigo: '0301100195', quantidade: 1 }]) },
      { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: dipirona, status: 1, lote: 'L2026-07' }]) },
      { nome: 'destino', valor: '1' },
      { nome: 'anexos[]', valor: PNG_1PX, arquivo: 'ferida antebraço.png', tipo: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const corpo = json(res);
    expect(corpo.message).toBe('Atendimento de enfermagem registrado.');

    const [registro] = await noMunicipio(f, (tx) =>
      tx.select().from(atendimentoEnfermagem).where(eq(atendimentoEnfermagem.id, corpo.enfermagem.id)),
    );
    expect(registro).toMatchObject({
      atendimentoId: p.atendimentoId,
      ocupacaoCodigo: '223505',
      anotacao: 'Medicação administrada em MSE, sem intercorrências.',
    });
    const procs = await noMunicipio(f, (tx) =>
      tx.select().from(enfermagemProcedimento).where(eq(enfermagemProcedimento.atendimentoEnfermagemId, corpo.enfermagem.id)),
    );
    expect(procs.map((x) => [x.procedimentoCodigo, x.quantidade])).toEqual([['0301100195', 1]]);
    const adm = await noMunicipio(f, (tx) =>
      tx.select().from(prescricaoAdministracao).where(eq(prescricaoAdministracao.atendimentoEnfermagemId, corpo.enfermagem.id)),
    );
    expect(adm.map((x) => [x.prescricaoItemId, x.status, x.lote])).toEqual([[dipirona, 1, 'L2026-07']]);

    // forwarded to the doctors' rooms: the nursing entry is closed as forwarded, a new one waits there
    const entradas = await noMunicipio(f, (tx) =>
      tx
        .select({ id: fila.id, status: fila.status, centroCustoId: fila.centroCustoId })
        .from(fila)
        .where(eq(fila.referenciaId, p.atendimentoId)),
    );
    expect(entradas.find((x) => x.id === p.filaId)?.status).toBe(StatusFila.ENCAMINHADO);
    expect(entradas.find((x) => x.id === corpo.destino_fila_id)).toMatchObject({
      status: StatusFila.EM_ESPERA,
      centroCustoId: f.cc['Consultórios do Pronto Atendimento'],
    });

    // the next screen shows the dose given, the next one due 6 h later, and this record with its file
    const tela = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/create/${corpo.destino_fila_id}`, headers: f.headers.enfermagem }),
    );
    const item = tela.model.prescricao.find((i: { id: number }) => i.id === dipirona);
    expect(item.doses_administradas).toBe(1);
    expect(item.administracoes[0]).toMatchObject({ status: 1, lote: 'L2026-07', profissional: 'Marcos Antônio Ferreira' });
    expect(Date.parse(item.proxima_dose_em) - Date.parse(item.ultima_administracao_em)).toBe(6 * 3_600_000);
    const anterior = tela.model.anteriores[0];
    expect(anterior.procedimentos).toEqual([
      { codigo: '0301100195', nome: 'ADMINISTRAÇÃO DE MEDICAMENTOS POR VIA ENDOVENOSA', quantidade: 1 },
    ]);
    expect(anterior.anexos).toEqual([
      { id: expect.any(Number), nome: 'ferida antebraço.png', tipo_conteudo: 'image/png', tamanho: PNG_1PX.length },
    ]);

    const download = await ctx.app.inject({ method: 'GET', url: `${base}/anexo/${anterior.anexos[0].id}`, headers: f.headers.medico });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="ferida_antebra_o.png"; filename*=UTF-8''${encodeURIComponent('ferida antebraço.png')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(await leiturasAuditadas(f, p.atendimentoId, `atendimento-enfermagem/anexo/${anterior.anexos[0].id}`)).toBe(1);

    // the record itself, and the location's list (the nurse works at this UPA)
    const um = json(await ctx.app.inject({ method: 'GET', url: `${base}/${corpo.enfermagem.id}`, headers: f.headers.medico }));
    expect(um.model.administracoes).toEqual([
      { id: expect.any(Number), descricao: 'Dipirona 500 mg/ml', dose: '2 ml', via: 'EV', status: 1, lote: 'L2026-07', observacao: null },
    ]);
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/datatable?draw=1&start=0&length=10&search[value]=${p.numero}`,
        headers: f.headers.enfermagem,
      }),
    );
    expect(lista.records_filtered).toBe(1);
    expect(lista.data[0]).toMatchObject({
      id: corpo.enfermagem.id,
      numero: p.numero,
      procedimentos: '0301100195',
      administracoes: 1,
      anexos: 1,
    });
  });

  it('records a dose not given with its reason, finalizes the entry and refuses a dose beyond the prescribed number', async () => {
    const p = await naMedicacao();
    const [dipirona, ondansetrona] = p.itens;
    const ok = await gravar([
      { nome: 'fila_id', valor: String(p.filaId) },
      {
        nome: 'administracoes',
        valor: JSON.stringify([
          { prescricao_item_id: ondansetrona, status: 1 },
          { prescricao_item_id: dipirona, status: 2, observacao: 'Paciente recusou a medicação' },
        ]),
      },
      { nome: 'destino', valor: '3' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const [entrada] = await noMunicipio(f, (tx) => tx.select({ status: fila.status }).from(fila).where(eq(fila.id, p.filaId)));
    expect(entrada?.status).toBe(StatusFila.FINALIZADO);

    const antes = await escritos(p.atendimentoId);
    const denovo = await gravar([
      { nome: 'fila_id', valor: String(p.filaId) },
      { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: ondansetrona, status: 1 }]) },
    ]);
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors).toEqual({ 'administracoes.0.prescricao_item_id': ['Todas as doses deste item já foram administradas.'] });
    expect(await escritos(p.atendimentoId)).toEqual(antes);
  });

  it('sends the patient to observation', async () => {
    const p = await naMedicacao();
    const res = await gravar([
      { nome: 'fila_id', valor: String(p.filaId) },
      { nome: 'anotacao', valor: 'Paciente sonolento, encaminhado à observação.' },
      { nome: 'destino', valor: '2' },
    ]);
    expect(res.statusCode).toBe(201);
    const [nova] = await noMunicipio(f, (tx) =>
      tx
        .select({ centroCustoId: fila.centroCustoId, setorTipoId: fila.setorTipoId })
        .from(fila)
        .where(eq(fila.id, json(res).destino_fila_id)),
    );
    expect(nova).toEqual({ centroCustoId: f.cc['Sala de Observação'], setorTipoId: 10 });
  });

  it('refuses bad files, procedures and checks with 422 and writes nothing', async () => {
    const p = await naMedicacao();
    const outro = await naMedicacao();
    const [dipirona] = p.itens;
    const fila_id = { nome: 'fila_id', valor: String(p.filaId) };
    const anotacao = { nome: 'anotacao', valor: 'Curativo realizado.' };
    const antes = await escritos(p.atendimentoId);
    const casos: [Parte[], Record<string, string[]>][] = [
      [
        [fila_id, anotacao, { nome: 'anexos[]', valor: Buffer.from('não sou um PDF'), arquivo: 'laudo.pdf', tipo: 'application/pdf' }],
        { anexos: ['laudo.pdf: Envie apenas arquivos PDF, JPEG ou PNG.'] },
      ],
      [
        [
          fila_id,
          anotacao,
          { nome: 'anexos[]', valor: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]), arquivo: 'ecg.pdf' },
        ],
        { anexos: ['ecg.pdf: Cada arquivo deve ter no máximo 5 MB.'] },
      ],
      [
        [fila_id, anotacao, ...Array.from({ length: 6 }, (_, i) => ({ nome: 'anexos[]', valor: PNG_1PX, arquivo: `foto${i}.png` }))],
        { anexos: ['Envie no máximo 5 arquivos.'] },
      ],
      [
        [fila_id, { nome: 'procedimentos', valor: JSON.stringify([{ procedimento_codigo: '0301109907', quantidade: 1 }]) }],
        { 'procedimentos.0.procedimento_codigo': ['Procedimento não encontrado na tabela SIGTAP.'] },
      ],
      [
        // teleconsultation: SIGTAP allows one per attendance
        [fila_id, { nome: 'procedimentos', valor: JSON.stringify([{ procedimento_codigo: '0301010307', quantidade: 2 }]) }],
        { 'procedimentos.0.quantidade': ['A quantidade máxima deste procedimento no atendimento é 1.'] },
      ],
      [
        [fila_id, { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: outro.itens[0], status: 1 }]) }],
        { 'administracoes.0.prescricao_item_id': ['Item não encontrado na prescrição ativa deste atendimento.'] },
      ],
      [
        // the suspended item of this FAA
        [fila_id, { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: p.itens[2], status: 1 }]) }],
        { 'administracoes.0.prescricao_item_id': ['Item não encontrado na prescrição ativa deste atendimento.'] },
      ],
      [
        [fila_id, { nome: 'administracoes', valor: JSON.stringify([{ prescricao_item_id: dipirona, status: 2 }]) }],
        { 'administracoes.0.observacao': ['Informe o motivo da não administração'] },
      ],
      [[fila_id], { anotacao: ['Informe uma anotação, um procedimento ou a administração de um item da prescrição.'] }],
    ];
    for (const [partes, erros] of casos) {
      const res = await gravar(partes);
      expect(res.statusCode, JSON.stringify(erros)).toBe(422);
      expect(json(res).errors).toEqual(erros);
    }
    expect(await escritos(p.atendimentoId)).toEqual(antes);
    const [entrada] = await noMunicipio(f, (tx) => tx.select({ status: fila.status }).from(fila).where(eq(fila.id, p.filaId)));
    expect(entrada?.status).toBe(StatusFila.EM_ATENDIMENTO);
  });

  it('answers 403 to a role without the permission and refuses a closed FAA', async () => {
    const p = await naMedicacao();
    const corpo = [
      { nome: 'fila_id', valor: String(p.filaId) },
      { nome: 'anotacao', valor: 'Sinais vitais estáveis.' },
    ];
    const semPermissao = await gravar(corpo, f.headers.recepcao);
    expect(semPermissao.statusCode).toBe(403);
    expect((await escritos(p.atendimentoId)).registros).toBe(0);
    const comArquivo = await gravar([...corpo, { nome: 'anexos[]', valor: PNG_1PX, arquivo: 'a.png' }]);
    expect(comArquivo.statusCode).toBe(201);
    const [anexo] = await noMunicipio(f, (tx) =>
      tx
        .select({ id: enfermagemAnexo.id })
        .from(enfermagemAnexo)
        .where(eq(enfermagemAnexo.atendimentoEnfermagemId, json(comArquivo).enfermagem.id)),
    );
    const recepcao = (url: string) => ctx.app.inject({ method: 'GET', url, headers: f.headers.recepcao });
    expect((await recepcao(`${base}/create/${p.filaId}`)).statusCode).toBe(403);
    expect((await recepcao(`${base}/datatable?draw=1&start=0&length=10`)).statusCode).toBe(403);
    expect((await recepcao(`${base}/anexo/${anexo?.id}`)).statusCode).toBe(403);
    expect((await recepcao(`${base}/${json(comArquivo).enfermagem.id}`)).statusCode).toBe(403);

    await noMunicipio(f, (tx) =>
      tx.update(atendimento).set({ status: StatusAtendimento.FECHADO }).where(eq(atendimento.id, p.atendimentoId)),
    );
    const antes = await escritos(p.atendimentoId);
    const fechada = await gravar(corpo);
    expect(fechada.statusCode).toBe(422);
    expect(json(fechada).errors).toEqual({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
    expect(await escritos(p.atendimentoId)).toEqual(antes);
  });
});
