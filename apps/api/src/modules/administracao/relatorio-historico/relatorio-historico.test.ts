import { hojeIso } from '@saude/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';

let ctx: TestContext;
let admin: Record<string, string>;
const base = '/api/administracao';
const rel = 'relatorio-historico-permissao-papel';
let papelId: number;
let papelNome: string;

beforeAll(async () => {
  // tiny sync limits: two rows are enough to send a print to the background
  ctx = await createTestContext({ RELATORIO_SINCRONO_PDF: '1', RELATORIO_SINCRONO_PLANILHA: '1000' });
  admin = (await ctx.login('admin')).headers;
  const form = json(await ctx.app.inject({ method: 'GET', url: `${base}/papel/create`, headers: admin })).form;
  const auditoria = form.permissoes[0].itens.find((p: { nome: string }) => p.nome === 'visualizar-administracao-auditoria');
  papelNome = unique('Papel do histórico');
  const papel = json(
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/papel`,
      headers: admin,
      payload: { nome: papelNome, permissoes: [auditoria.id] },
    }),
  );
  papelId = papel.id;
  await ctx.app.inject({ method: 'PUT', url: `${base}/papel/${papelId}`, headers: admin, payload: { nome: papelNome, permissoes: [] } });
});
afterAll(() => ctx.close());

// the period is in Brasília days: after 21:00 the UTC date is already tomorrow
const hoje = () => hojeIso();

describe('relatórios de histórico de papéis e permissões (trilha de auditoria)', () => {
  it('shows who granted and withdrew permissions of a role, and when, filtered by role and period', async () => {
    const hist = json(await ctx.app.inject({ method: 'GET', url: `${base}/${rel}/list?papel_id=${papelId}&length=50`, headers: admin }));
    expect(hist.data.map((h: Record<string, string>) => [h.acao, h.permissao, h.responsavel, h.papel_nome])).toEqual([
      ['Retirado', 'visualizar-administracao-auditoria', 'Helena Vasconcelos Prado', papelNome],
      ['Concedido', 'visualizar-administracao-auditoria', 'Helena Vasconcelos Prado', papelNome],
    ]);
    const admins = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/${rel}/usuario/autocomplete?search[value]=helena`, headers: admin }),
    ).data;
    const porAdmin = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/${rel}/list?papel_id=${papelId}&usuario_id=${admins[0].id}`, headers: admin }),
    );
    expect(porAdmin.records_filtered).toBe(2);
    const outro = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/${rel}/list?papel_id=${papelId}&usuario_id=999999`, headers: admin }),
    );
    expect(outro.records_filtered).toBe(0);
    const antigo = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/${rel}/list?papel_id=${papelId}&data_fim=2000-01-01`, headers: admin }),
    );
    expect(antigo.records_filtered).toBe(0);
    const noPeriodo = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/${rel}/list?papel_id=${papelId}&data_inicio=${hoje()}&data_fim=${hoje()}`,
        headers: admin,
      }),
    );
    expect(noPeriodo.records_filtered).toBe(2);
  });

  it('refuses a period longer than a year or inverted, with the message on data_fim', async () => {
    const longo = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${rel}/list?data_inicio=2025-01-01&data_fim=2026-01-02`,
      headers: admin,
    });
    expect(longo.statusCode).toBe(422);
    expect(json(longo).errors.data_fim).toEqual(['O período não pode ser maior que um ano.']);
    const invertido = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${rel}/list?data_inicio=2025-02-01&data_fim=2025-01-01`,
      headers: admin,
    });
    expect(json(invertido).errors.data_fim).toEqual(['A data final deve ser igual ou posterior à data inicial.']);
    const umAno = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${rel}/list?data_inicio=2025-01-01&data_fim=2026-01-01`,
      headers: admin,
    });
    expect(umAno.statusCode).toBe(200);
    const ruim = await ctx.app.inject({ method: 'GET', url: `/impressao/administracao/${rel}?data_inicio=31/02/2025`, headers: admin });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors.data_inicio).toHaveLength(1);
  });

  it('lists the roles placed on a user’s placements (the seed shows as "Sistema") and needs a user for the per-placement report', async () => {
    const usuarios = json(
      await ctx.app.inject({
        method: 'GET',
        // by name: other suites on a shared PostgreSQL create doctors too ("Bruno Médico …")
        url: `${base}/relatorio-historico-papel-lotacao/usuario/autocomplete?search[value]=ricardo%20lins`,
        headers: admin,
      }),
    );
    expect(usuarios.data[0].label).toBe('Ricardo Lins Cavalcanti (medico)');
    const lista = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio-historico-papel-lotacao/list?usuario_id=${usuarios.data[0].id}`,
        headers: admin,
      }),
    );
    // the demo doctor works at the UPA and in the polyclinic's offices (issue 17)
    const concedido = (lotacao: string) =>
      expect.objectContaining({
        acao: 'Concedido',
        usuario_nome: 'Ricardo Lins Cavalcanti',
        papel_nome: 'Médico',
        lotacao,
        responsavel: 'Sistema',
      });
    expect(lista.data).toHaveLength(2);
    expect(lista.data).toEqual(
      expect.arrayContaining([
        concedido('UPA 24h Dr. Arnaldo Lopes / Pronto Atendimento'),
        concedido('Policlínica Municipal / Ambulatório de Especialidades'),
      ]),
    );
    const semUsuario = await ctx.app.inject({ method: 'GET', url: `${base}/relatorio-historico-permissao-lotacao/list`, headers: admin });
    expect(semUsuario.statusCode).toBe(422);
    expect(json(semUsuario).errors.usuario_id).toEqual(['O campo Usuário é obrigatório.']);
    const recepcao = (await ctx.login('recepcao')).headers;
    for (const url of [
      `${base}/relatorio-historico-papel-lotacao/list`,
      '/impressao/administracao/relatorio-historico-papel-lotacao',
      '/exportacao/administracao/relatorio-historico-papel-lotacao',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: recepcao })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-cliente': 'demo' } })).statusCode).toBe(401);
    }
  });

  it('exports the same rows as XLSX (frozen header, autofilter, filters sheet) and CSV (BOM, ";"), and audits each export', async () => {
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/administracao/${rel}?papel_id=${papelId}&ordem=momento&dir=asc`,
      headers: admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename="relatorio-historico-permissao-papel-\d{8}-\d{4}\.xlsx"/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const folha = livro.getWorksheet('Relatório');
    expect(folha?.getRow(1).values).toEqual([undefined, 'Data/Hora', 'Ação', 'Papel', 'Permissão', 'Descrição', 'Responsável']);
    expect(folha?.getRow(2).getCell(2).value).toBe('Concedido');
    expect(folha?.getRow(3).getCell(2).value).toBe('Retirado');
    expect(folha?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(folha?.rowCount).toBe(3);
    const info = livro.getWorksheet('Informações');
    expect(info?.getRow(2).values).toEqual([undefined, 'Papel', papelNome]);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/administracao/${rel}?papel_id=${papelId}&formato=csv`,
      headers: admin,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const texto = csv.body;
    expect(texto.startsWith('\uFEFFData/Hora;Ação;Papel;Permissão;Descrição;Responsável\r\n')).toBe(true);
    const linhas = texto.trim().split('\r\n');
    expect(linhas).toHaveLength(3);
    expect(linhas[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Retirado;/);

    const formato = await ctx.app.inject({ method: 'GET', url: `/exportacao/administracao/${rel}?formato=pdf`, headers: admin });
    expect(formato.statusCode).toBe(422);
    expect(json(formato).errors.formato).toEqual(['Formato de exportação inválido. Use xlsx ou csv.']);

    const trilha = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/auditoria/datatable?tabela=relatorio&length=10`, headers: admin }),
    );
    expect(trilha.data.some((a: { acao: string }) => a.acao === 'EXPORTACAO')).toBe(true);
  });

  it('a print above the sync limit becomes a background job: 202, progress, the PDF to download, only by its owner', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/impressao/administracao/${rel}?papel_id=${papelId}`, headers: admin });
    expect(res.statusCode).toBe(202);
    const { tarefa, message } = json(res);
    expect(message).toContain('segundo plano');
    await ctx.app.deps.tarefas.esvaziar();
    const lista = json(await ctx.app.inject({ method: 'GET', url: '/api/geral/tarefa', headers: admin })).data;
    const minha = lista.find((t: { id: string }) => t.id === tarefa.id);
    expect(minha).toMatchObject({ status: 'CONCLUIDA', progresso: 100, formato: 'pdf', processados: 2, total: 2 });
    const outro = (await ctx.login('recepcao')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/geral/tarefa/${tarefa.id}/download`, headers: outro })).statusCode).toBe(404);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/geral/tarefa/${tarefa.id}/download`, headers: admin });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const lido = await lerPdf(pdf.rawPayload);
    expect(lido.paginas[0]?.larguraCm).toBeCloseTo(29.7, 1); // landscape A4
    const texto = lido.textos.join('\n');
    expect(texto).toContain('Histórico de permissões por papel');
    expect(texto).toContain(`Papel: ${papelNome}`);
    expect(texto).toContain('visualizar-administracao-auditoria');
    expect(texto).toContain('Impresso por Helena Vasconcelos Prado');
    expect(texto).toContain('2 registro(s).');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/geral/tarefa/${tarefa.id}`, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/geral/tarefa/${tarefa.id}/download`, headers: admin })).statusCode).toBe(404);
  });
});
