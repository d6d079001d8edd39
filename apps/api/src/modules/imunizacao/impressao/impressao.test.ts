import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hojeIso, identificacaoPdfImunizacao, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import { carregarPdf } from '../../../lib/signature/assinar-pdf.js';
import { type AmbienteH3, ambienteH3, cnsValido, novaVacinacao, novoPaciente } from '../cadastro-campanha/imunizacao-h3.fixtures.js';

let ctx: TestContext;
let a: AmbienteH3;
let sala: Record<string, string>;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await ambienteH3(ctx);
  sala = (await ctx.login('vacina')).headers;
  dir = mkdtempSync(join(tmpdir(), 'imu-impressao-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const hoje = hojeIso();
function texto(pdf: Buffer, nome: string) {
  const caminho = join(dir, nome);
  writeFileSync(caminho, pdf);
  return execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('impressão: cartão e atestado de vacinação', () => {
  it('prints the card with given doses (lot, transcription mark) and what is due, and audits the read', async () => {
    const p = await a.emTenant(async (tx) => {
      const p = await novoPaciente(tx, { cns: cnsValido(), nascimento: somarDias(hoje, -400) });
      await novaVacinacao(tx, a, { pacienteId: p.id, data: somarDias(hoje, -30), lote: 'LOTE777' });
      await novaVacinacao(tx, a, { pacienteId: p.id, data: somarDias(hoje, -20), origem: 2, lote: 'TRANS55', dose: 'D1' });
      return p;
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/imunizacao/impressao/cartao/${p.id}`, headers: sala });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const t = texto(res.rawPayload, 'cartao.pdf');
    expect(t).toContain('CARTÃO DE VACINAÇÃO');
    expect(t).toContain(p.nome.slice(0, 15));
    expect(t).toContain('Criança');
    expect(t).toMatch(/Atrasada|Devida|A aplicar/);
    expect(t).toContain('(T) dose transcrita');
    // signable: the Keywords name this patient's card, as the signing flow checks
    expect((await carregarPdf(res.rawPayload)).getKeywords()).toBe(identificacaoPdfImunizacao('cartao', p.id));
    const { rows } = await a.emTenant((tx) =>
      tx.execute(sql`select count(*)::int as n from auditoria where acao = 'LEITURA' and paciente_id = ${p.id} and tabela = 'vacinacao'`),
    );
    expect(rows[0].n).toBe(1);
  });

  it('prints the certificate with the pending doses and the professional signature line', async () => {
    const p = await a.emTenant((tx) => novoPaciente(tx, { cns: cnsValido(), nascimento: somarDias(hoje, -800) }));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/imunizacao/impressao/atestado/${p.id}`, headers: sala });
    expect(res.statusCode).toBe(200);
    const t = texto(res.rawPayload, 'atestado.pdf');
    expect(t).toContain('ATESTADO DE VACINAÇÃO');
    expect(t).toContain(p.nome.slice(0, 15));
    expect(t).toContain('apresenta as seguintes pendências vacinais');
    expect(t).toContain('Atrasada');
  });

  it('answers 404 for an unknown patient and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/imunizacao/impressao/cartao/999999999', headers: sala })).statusCode).toBe(
      404,
    );
    const semPapel = (await ctx.login('farmacia')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/imunizacao/impressao/atestado/1', headers: semPapel })).statusCode).toBe(403);
  });
});
