import { MODELOS_TESTE_IMPRESSAO, type ModeloTesteImpressao, TESTE_IMPRESSAO_PATH } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, infraestrutura, lotacao, unidade } from '../../../db/schema/index.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { decodificarCodigos } from '../../../lib/print/pdf-teste-codigos.js';

let ctx: TestContext;
let admin: Record<string, string>;
let nomeAdmin: string;
let prefeitura: string;
let unidadeDaSessao: string;

const url = (modelo: string) => `${TESTE_IMPRESSAO_PATH}?modelo=${encodeURIComponent(modelo)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await ctx.login('admin');
  admin = login.headers;
  nomeAdmin = login.sessao.usuario.cidadao.nome;
  const [c] = await ctx.database.db
    .select({ id: cliente.id, nomePrefeitura: cliente.nomePrefeitura })
    .from(cliente)
    .where(eq(cliente.link, 'demo'));
  prefeitura = c?.nomePrefeitura ?? '';
  const [u] = await withTenant(ctx.database.db, { clienteId: c?.id ?? 0 }, (tx) =>
    tx
      .select({ nome: unidade.nomeFantasia })
      .from(lotacao)
      .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
      .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
      .where(eq(lotacao.id, login.sessao.lotacao.id)),
  );
  unidadeDaSessao = u?.nome ?? '';
});
afterAll(() => ctx.close());

/** Expected page box per model (spec 001 §9): width in cm, and height for the fixed labels. */
const TAMANHOS: Record<ModeloTesteImpressao, { largura: number; altura?: number; paginas?: number }> = {
  'recibo-prescricao': { largura: 8 },
  'recibo-simples': { largura: 8 },
  senha: { largura: 8 },
  'agendamento-8': { largura: 8 },
  'agendamento-10': { largura: 10.3 },
  transporte: { largura: 10.3 },
  'etiqueta-amostra': { largura: 10, altura: 3 },
  'etiqueta-coleta': { largura: 8, altura: 2.8 },
  'etiqueta-coleta-lote': { largura: 8, altura: 2.8, paginas: 10 },
  'etiqueta-lista-exames': { largura: 8.3 },
};

describe('GET /impressao/administracao/teste-impressao', () => {
  it('answers the dispensing receipt as an inline PDF with the real header, the session unit and the printing user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url('recibo-prescricao'), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="teste-impressao-recibo-prescricao.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = await lerPdf(res.rawPayload);
    expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 8)).toBeLessThan(0.05);
    const t = (pdf.textos[0] ?? '').replace(/[ \t]+/g, ' ');
    expect(prefeitura).toBeTruthy();
    expect(t).toContain(prefeitura);
    expect(unidadeDaSessao).toBeTruthy();
    expect(t).toContain(unidadeDaSessao);
    expect(t).toContain('Paciente: TESTE DE IMPRESSÃO');
    expect(t).toContain('MEDICAMENTO DE TESTE 500 MG COMPRIMIDO');
    expect(t).toMatch(/^\s*-\s+-\s+10\s*$/m);
    expect(t).toContain(`Impresso por ${nomeAdmin} em `);
    expect(t).toContain(`Atendido por: ${nomeAdmin}`);
  });

  it('prints every paper family at its size, marked as a test', async () => {
    for (const { modelo } of MODELOS_TESTE_IMPRESSAO) {
      const res = await ctx.app.inject({ method: 'GET', url: url(modelo), headers: admin });
      expect(res.statusCode, modelo).toBe(200);
      const pdf = await lerPdf(res.rawPayload);
      const esperado = TAMANHOS[modelo];
      expect(pdf.paginas, modelo).toHaveLength(esperado.paginas ?? 1);
      for (const p of pdf.paginas) {
        expect(Math.abs(p.larguraCm - esperado.largura), modelo).toBeLessThan(0.05);
        if (esperado.altura) expect(Math.abs(p.alturaCm - esperado.altura), modelo).toBeLessThan(0.05);
      }
      const texto = pdf.textos.join('\n');
      if (modelo === 'senha') {
        expect(texto).toContain('T000');
        expect(texto).toContain('Secretaria Municipal de Saúde');
        expect(texto).toContain('Garanhuns');
      } else {
        expect(texto, modelo).toContain('TESTE DE IMPRESSÃO');
      }
      if (!modelo.startsWith('etiqueta') && modelo !== 'senha') expect(texto, modelo).toContain(nomeAdmin);
    }
  });

  it('labels carry barcodes a scanner reads, numbered through the batch', async () => {
    const amostra = await ctx.app.inject({ method: 'GET', url: url('etiqueta-amostra'), headers: admin });
    expect(await decodificarCodigos(amostra.rawPayload)).toEqual(['CODE-128:TESTE-0001']);
    const lote = await ctx.app.inject({ method: 'GET', url: url('etiqueta-coleta-lote'), headers: admin });
    expect(await decodificarCodigos(lote.rawPayload, { primeira: 1, ultima: 3 })).toEqual([
      'CODE-128:1234567890',
      'CODE-128:1234567891',
      'CODE-128:1234567892',
    ]);
  });

  it('422 with a pt-BR message for an unknown or missing model', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url('a4-colorido'), headers: admin });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.message).toBe('Os dados informados são inválidos.');
    expect(body.errors.modelo[0]).toMatch(/^Modelo de teste de impressão desconhecido\. Use um destes: recibo-prescricao, /);
    const semModelo = await ctx.app.inject({ method: 'GET', url: TESTE_IMPRESSAO_PATH, headers: admin });
    expect(semModelo.statusCode).toBe(422);
    expect(json(semModelo).errors.modelo[0]).toMatch(/^Modelo de teste de impressão desconhecido/);
  });

  it('403 for a user without the permission, 401 without a session', async () => {
    const recepcao = await ctx.login('recepcao');
    const proibido = await ctx.app.inject({ method: 'GET', url: url('senha'), headers: recepcao.headers });
    expect(proibido.statusCode).toBe(403);
    expect(json(proibido).message).toBeTruthy();
    const semToken = await ctx.app.inject({ method: 'GET', url: url('senha'), headers: { 'x-cliente': 'demo' } });
    expect(semToken.statusCode).toBe(401);
    const semCliente = await ctx.app.inject({ method: 'GET', url: url('senha'), headers: { authorization: admin.authorization ?? '' } });
    expect(semCliente.statusCode).toBe(401);
  });

  it('the menu offers the page to the administrator and not to the reception', async () => {
    const itens = (s: Record<string, any>) => JSON.stringify(s.menu);
    expect(itens((await ctx.login('admin')).sessao)).toContain('/administracao/teste-impressao/index');
    expect(itens((await ctx.login('recepcao')).sessao)).not.toContain('/administracao/teste-impressao/index');
  });
});
