import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { auditoria, cid, cidadao } from '../../../db/schema/index.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { avaliacaoMedica, prontuarioCompleto, usuarioDoLogin } from './impressao.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;
let outra: Record<string, string>;
let farmacia: Record<string, string>;
let faa: Awaited<ReturnType<typeof pacienteNoSetor>>;
let prontuario: Awaited<ReturnType<typeof prontuarioCompleto>>;
const cids: Record<string, string> = {};

/** The PDF as a reader sees it: page count and the text of all pages with whitespace collapsed. */
async function imprimir(url: string, headers = f.headers.medico) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const lido = await lerPdf(res.rawPayload);
  return { ...lido, texto: lido.textos.join('\n').replace(/\s+/g, ' '), paginasTexto: lido.textos.map((t) => t.replace(/\s+/g, ' ')) };
}

async function leiturasAuditadas(atendimentoId: number) {
  return withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
    tx
      .select({ depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.tabela, 'atendimento'), eq(auditoria.registroId, atendimentoId), eq(auditoria.acao, 'LEITURA'))),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
  medicoId = await usuarioDoLogin(f, 'medico');
  enfermeiroId = await usuarioDoLogin(f, 'enfermagem');
  outra = (await ctx.login('admin', 'outra')).headers;
  farmacia = (await ctx.login('farmacia')).headers;
  faa = await pacienteNoSetor(f);
  prontuario = await prontuarioCompleto(f, faa.atendimentoId, medicoId, enfermeiroId);
  await withTenant(ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    for (const c of await tx
      .select()
      .from(cid)
      .where(inArray(cid.codigo, ['R10', 'K359'])))
      cids[c.codigo] = c.descricao;
  });
}, 120_000);
afterAll(() => ctx.close());

describe('FAA (impressao/pronto-atendimento/faa)', () => {
  it('simples antes do médico: identificação, recepção, última triagem e a área para escrever à mão; auditada', async () => {
    const novo = await pacienteNoSetor(f);
    const pdf = await imprimir(`/impressao/pronto-atendimento/faa/${novo.atendimentoId}?modelo=simples`, f.headers.recepcao);
    expect(pdf.paginas[0]?.larguraCm).toBeCloseTo(21, 1);
    expect(pdf.paginas[0]?.alturaCm).toBeCloseTo(29.7, 1);
    expect(pdf.titulo).toBe(`Ficha de Atendimento Ambulatorial — FAA nº ${novo.numero}`);
    expect(pdf.texto).toContain(`FAA nº ${novo.numero}`);
    expect(pdf.texto).toContain('FAA simples');
    expect(pdf.texto).toContain('IDENTIFICAÇÃO DO PACIENTE');
    expect(pdf.texto).toContain('Nascimento: 10/06/1980');
    expect(pdf.texto).toContain('Forma de entrada: Demanda espontânea');
    expect(pdf.texto).toContain('Queixa principal: Dor abdominal há 6 horas');
    expect(pdf.texto).toContain('PA 130/85 mmHg · FC 92 bpm · Temp. 37,8 °C · SatO2 97% · Dor 6/10');
    expect(pdf.texto).toContain('Anamnese e exame físico');
    expect(pdf.texto).toContain('Hipótese diagnóstica (CID-10)');
    expect(pdf.texto).toContain('Assinatura e carimbo do médico');
    expect(pdf.texto).toContain('( ) Alta médica');
    expect(pdf.texto).toContain('Impresso por Joana Batista de Araújo');
    expect(await leiturasAuditadas(novo.atendimentoId)).toContainEqual({ depois: { rota: 'impressao/pronto-atendimento/faa/simples' } });
  });

  it('simples depois do médico mostra a avaliação em vez da área em branco', async () => {
    const novo = await pacienteNoSetor(f);
    await avaliacaoMedica(f, novo.atendimentoId, medicoId, { anamnese: 'Cefaleia frontal há dois dias.' }, [{ codigo: 'R10' }]);
    const pdf = await imprimir(`/impressao/pronto-atendimento/faa/${novo.atendimentoId}`);
    expect(pdf.texto).toContain('FAA simples');
    expect(pdf.texto).toContain('Cefaleia frontal há dois dias.');
    expect(pdf.texto).toContain(`R10 — ${cids.R10}`);
    expect(pdf.texto).toContain('Destino: Alta médica');
    expect(pdf.texto).not.toContain('Anamnese e exame físico');
  });

  it('completa: triagens com sinais, avaliação com CIDs e conduta, prescrição com administrações, enfermagem, observação, desfecho e profissionais com CBO', async () => {
    const pdf = await imprimir(`/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`);
    const t = pdf.texto;
    expect(t).toContain('FAA completa');
    expect(t).toContain('PA 130/85 mmHg');
    expect(t).toContain('Dor em fossa ilíaca direita desde a manhã, sem febre.');
    expect(t).toContain('Exame físico Abdome flácido, Blumberg negativo.');
    expect(t).toContain(`R10 — ${cids.R10} (principal)`);
    expect(t).toContain(`K359 — ${cids.K359}`);
    expect(t).toContain('Conduta Analgesia, hidratação e reavaliação em 2 horas.');
    expect(t).toContain('PRESCRIÇÃO INTERNA');
    expect(t).toContain('Dipirona 1 g/2 ml');
    expect(t).toContain('8/8 h');
    expect(t).toContain('10/03/2025 22:05 Administrado —');
    expect(t).toContain('Marcos Antônio Ferreira (lote L2231)');
    expect(t).toContain('Suspenso em 10/03/2025 16:00');
    expect(t).toContain('Acesso venoso periférico em MSE.');
    expect(t).toContain('0301100039 —');
    expect(t).toContain('Paciente estável, aceitando dieta.');
    expect(t).toContain('Receita de controle especial');
    expect(t).toContain('Atestado médico');
    expect(t).toContain('DESFECHO');
    expect(t).toContain('Desfecho: Alta médica');
    expect(t).toContain('Ricardo Lins Cavalcanti — CRM 18342');
    expect(t).toMatch(/225125 — Médico clínico/);
    expect(t).toContain('Atendimento médico');
    expect(t).toContain('223505');
    expect(await leiturasAuditadas(faa.atendimentoId)).toContainEqual({ depois: { rota: 'impressao/pronto-atendimento/faa/completa' } });
  });

  it('recusa um modelo desconhecido com a mensagem em português', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=resumida`,
      headers: f.headers.medico,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ modelo: ['Modelo de FAA inválido. Use simples ou completa.'] });
  });
});

describe('receitas (Portaria 344/98)', () => {
  it('comum: itens numerados, posologia, uso contínuo e o prescritor', async () => {
    const pdf = await imprimir(`/impressao/pronto-atendimento/receita/${prontuario.receitas.comum}`);
    expect(pdf.titulo).toBe('Receita comum');
    expect(pdf.texto).toContain('1. Paracetamol 500 mg comprimido 20 comprimidos');
    expect(pdf.texto).toContain('Tomar 1 comprimido de 6 em 6 horas se dor.');
    expect(pdf.texto).toContain('2. Omeprazol 20 mg cápsula 30 cápsulas');
    expect(pdf.texto).toContain('Uso contínuo');
    expect(pdf.texto).toContain('Ricardo Lins Cavalcanti');
    expect(pdf.texto).not.toContain('IDENTIFICAÇÃO DO COMPRADOR');
    expect(pdf.paginas).toHaveLength(1);
  });

  it('controle especial: duas vias (farmácia e paciente), emitente, quantidade por extenso, comprador e fornecedor', async () => {
    const pdf = await imprimir(`/impressao/pronto-atendimento/receita/${prontuario.receitas.especial}`);
    expect(pdf.paginas).toHaveLength(2);
    expect(pdf.paginasTexto[0]).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL 1ª via — Farmácia');
    expect(pdf.paginasTexto[1]).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL 2ª via — Paciente');
    for (const pagina of pdf.paginasTexto) {
      expect(pagina).toContain('IDENTIFICAÇÃO DO EMITENTE');
      expect(pagina).toContain('Registro: CRM 18342');
      expect(pagina).toContain('30 (trinta) comprimidos');
      expect(pagina).toContain('IDENTIFICAÇÃO DO COMPRADOR');
      expect(pagina).toContain('IDENTIFICAÇÃO DO FORNECEDOR');
      expect(pagina).toContain('Órg. emissor');
    }
  });

  it('notificação B (azul) e A (amarela): número, UF, medicamento com a lista e a quantidade em algarismos e por extenso', async () => {
    const azul = await imprimir(`/impressao/pronto-atendimento/receita/${prontuario.receitas.azul}`);
    expect(azul.texto).toContain('NOTIFICAÇÃO DE RECEITA B');
    expect(azul.texto).toContain('Nº PE-4471203');
    expect(azul.texto).toContain('MEDICAMENTO OU SUBSTÂNCIA Clonazepam 2 mg comprimido');
    expect(azul.texto).toContain('Lista (Portaria 344/98): B1');
    expect(azul.texto).toContain('Quantidade e forma farmacêutica: 2 (duas) caixas');
    expect(azul.texto).toContain('IDENTIFICAÇÃO DO COMPRADOR');
    const amarela = await imprimir(`/impressao/pronto-atendimento/receita/${prontuario.receitas.amarela}`);
    expect(amarela.texto).toContain('NOTIFICAÇÃO DE RECEITA A');
    expect(amarela.texto).toContain('Nº PE-0098871');
    expect(amarela.texto).toContain('21 (vinte e um) comprimidos');
    expect(amarela.texto).toContain('Paciente');
  });
});

describe('documentos clínicos', () => {
  it('atestado: dias também por extenso; CID só quando consentido', async () => {
    const com = await imprimir(`/impressao/pronto-atendimento/documento/${prontuario.documentos.atestadoComCid}`);
    expect(com.titulo).toBe('ATESTADO MÉDICO');
    expect(com.texto).toContain('necessita de 3 (três) dias de afastamento de suas atividades a partir de 10/03/2025');
    expect(com.texto).toContain(`CID-10: R10 — ${cids.R10} (informado com autorização do paciente)`);
    const sem = await imprimir(`/impressao/pronto-atendimento/documento/${prontuario.documentos.atestadoSemCid}`);
    expect(sem.texto).toContain('necessita de 1 (um) dia de afastamento');
    expect(sem.texto).not.toContain('CID-10');
    expect(sem.texto).not.toContain('R10');
  });

  it('declaração de comparecimento com o período; encaminhamento; orientações', async () => {
    const dec = await imprimir(`/impressao/pronto-atendimento/documento/${prontuario.documentos.declaracao}`);
    expect(dec.texto).toContain('DECLARAÇÃO DE COMPARECIMENTO');
    expect(dec.texto).toContain('no dia 10/03/2025, das 08:00 às 10:30, em atendimento.');
    const enc = await imprimir(`/impressao/pronto-atendimento/documento/${prontuario.documentos.encaminhamento}`);
    expect(enc.texto).toContain('ENCAMINHAMENTO');
    expect(enc.texto).toContain('Destino: Ambulatório de especialidades');
    expect(enc.texto).toContain('Dor abdominal recorrente, solicito avaliação.');
    const ori = await imprimir(`/impressao/pronto-atendimento/documento/${prontuario.documentos.orientacao}`);
    expect(ori.texto).toContain('ORIENTAÇÕES AO PACIENTE');
    expect(ori.texto).toContain('Retornar se febre ou piora da dor.');
    expect(ori.texto).toContain('Ricardo Lins Cavalcanti');
  });
});

describe('prescrição interna (checagem de enfermagem)', () => {
  it('um quadro por horário, o que já foi registrado, "se necessário" em branco e o item suspenso sem quadros', async () => {
    const pdf = await imprimir(`/impressao/pronto-atendimento/prescricao-interna/${faa.atendimentoId}`, f.headers.enfermagem);
    const t = pdf.texto;
    expect(pdf.titulo).toBe('Prescrição interna — checagem de enfermagem');
    expect(t).toContain('Dipirona 1 g/2 ml');
    // three doses every 8 h from 14:00: each box carries its day (not the day of the print) and its time
    expect(t).toContain('10/03 10/03 11/03');
    expect(t).toContain('14:00 22:00 06:00');
    expect(t).toContain('feito 22:05');
    expect(t).toContain('Se necessário');
    expect(t).toContain('__:__');
    expect(t).toContain('SUSPENSO em 10/03/2025 16:00');
    expect(t).toContain('Enfermagem — plantão noturno');
  });
});

describe('acesso', () => {
  it('403 sem a permissão de imprimir; 404 para o id de outro município', async () => {
    const urls = [
      `/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`,
      `/impressao/pronto-atendimento/receita/${prontuario.receitas.comum}`,
      `/impressao/pronto-atendimento/documento/${prontuario.documentos.orientacao}`,
      `/impressao/pronto-atendimento/prescricao-interna/${faa.atendimentoId}`,
    ];
    for (const url of urls) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: farmacia })).statusCode, url).toBe(403);
      const res = await ctx.app.inject({ method: 'GET', url, headers: outra });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pronto-atendimento/impressao/index', headers: farmacia })).statusCode).toBe(
      403,
    );
  });
});

describe('impressao/index', () => {
  it('acha a FAA pelo número e pelo paciente e lista o que se pode imprimir dela', async () => {
    const q = (busca: string, extra = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/pronto-atendimento/impressao/index?draw=3&start=0&length=10&search[value]=${encodeURIComponent(busca)}${extra}`,
        headers: f.headers.recepcao,
      });
    const resNumero = await q(String(faa.numero));
    expect(resNumero.statusCode, resNumero.body).toBe(200);
    const porNumero = json(resNumero);
    expect(porNumero.draw).toBe(3);
    expect(porNumero.records_filtered).toBe(1);
    const linha = porNumero.data[0];
    expect(linha).toMatchObject({ id: faa.atendimentoId, numero: faa.numero });
    const nomes = linha.impressoes.map((i: { nome: string }) => i.nome);
    expect(nomes.slice(0, 3)).toEqual(['FAA simples', 'FAA completa', 'Prescrição interna (checagem)']);
    expect(nomes.filter((n: string) => n.startsWith('Receita comum'))).toHaveLength(1);
    expect(nomes.filter((n: string) => n.startsWith('Atestado médico'))).toHaveLength(2);
    expect(linha.impressoes).toContainEqual({
      chave: `receita-${prontuario.receitas.azul}`,
      nome: expect.stringMatching(/^Notificação de receita B \(azul\) \(/),
      url: `/impressao/pronto-atendimento/receita/${prontuario.receitas.azul}`,
    });
    expect(linha.impressoes[1].url).toBe(`/impressao/pronto-atendimento/faa/${faa.atendimentoId}?modelo=completa`);

    const [paciente] = await withTenant(ctx.database.db, { clienteId: f.clienteId }, (tx) =>
      tx.select({ nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, faa.pacienteId)),
    );
    const nome = paciente?.nome;
    const porNome = json(await q(String(nome)));
    expect(porNome.data.map((l: { id: number }) => l.id)).toEqual([faa.atendimentoId]);
    // a period that ended before the arrival finds nothing
    expect(json(await q(String(faa.numero), '&data_inicio=2020-01-01&data_fim=2020-01-31')).records_filtered).toBe(0);
  });
});
