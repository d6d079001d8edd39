import { describe, expect, it } from 'vitest';
import { avisoNoPeriodo, avisoResource, MENSAGENS_AVISO } from './aviso.resource.js';
import { telaResource } from './tela.resource.js';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const aviso = (extra: object = {}) => ({ titulo: 'Gripe', mensagem: 'Vacinação na sala 3.', todasTelas: true, ...extra });

describe('regras dos avisos e das telas', () => {
  it('needs screens only when the notice is not on every screen', () => {
    expect(avisoResource.schema.safeParse(aviso()).success).toBe(true);
    expect(erros(avisoResource.schema.safeParse(aviso({ todasTelas: false })))).toEqual({ telas: 'Selecione ao menos um item' });
    expect(erros(avisoResource.schema.safeParse(aviso({ todasTelas: '0', telas: [] })))).toEqual({ telas: 'Selecione ao menos um item' });
    expect(avisoResource.schema.parse(aviso({ todasTelas: false, telas: [3, 3, 4] })).telas).toEqual([3, 4]);
  });

  it('wants the end after the start, both optional, and reports every problem at once', () => {
    const inicio = '2026-03-10T08:00:00-03:00';
    expect(avisoResource.schema.parse(aviso({ inicioEm: inicio, fimEm: '' }))).toMatchObject({ inicioEm: inicio, fimEm: null });
    expect(erros(avisoResource.schema.safeParse(aviso({ inicioEm: inicio, fimEm: '2026-03-10T11:00:00Z' })))).toEqual({
      fimEm: MENSAGENS_AVISO.fimAntesDoInicio,
    });
    expect(avisoResource.schema.safeParse(aviso({ inicioEm: inicio, fimEm: '2026-03-10T11:00:01Z' })).success).toBe(true);
    // a missing title does not hide the period or the screens
    expect(erros(avisoResource.schema.safeParse({ todasTelas: false, inicioEm: inicio, fimEm: inicio }))).toEqual({
      titulo: 'O campo Título é obrigatório.',
      mensagem: 'O campo Mensagem é obrigatório.',
      telas: 'Selecione ao menos um item',
      fimEm: MENSAGENS_AVISO.fimAntesDoInicio,
    });
    expect(erros(avisoResource.schema.safeParse(aviso({ inicioEm: '2026-02-30T08:00:00-03:00' })))).toEqual({
      inicioEm: 'Início da exibição deve ser uma data válida.',
    });
  });

  it('runs a notice from its start (inclusive) until its end (exclusive)', () => {
    const a = { inicioEm: '2026-03-10T08:00:00-03:00', fimEm: '2026-03-10T16:00:00-03:00' };
    expect(avisoNoPeriodo(a, new Date('2026-03-10T10:59:59Z'))).toBe(false);
    expect(avisoNoPeriodo(a, new Date('2026-03-10T11:00:00Z'))).toBe(true);
    expect(avisoNoPeriodo(a, new Date('2026-03-10T18:59:59Z'))).toBe(true);
    expect(avisoNoPeriodo(a, new Date('2026-03-10T19:00:00Z'))).toBe(false);
    expect(avisoNoPeriodo({ inicioEm: null, fimEm: null }, new Date())).toBe(true);
  });

  it('gives a new screen its defaults and keeps the previous calls between 1 and 10', () => {
    expect(telaResource.schema.parse({ nome: 'TV', historico: '5' })).toEqual({
      nome: 'TV',
      centroCustoId: null,
      centrosCusto: [],
      voz: true,
      som: true,
      historico: 5,
    });
    expect(erros(telaResource.schema.safeParse({ nome: 'TV', historico: 11 }))).toEqual({
      historico: 'Chamadas anteriores exibidas deve ser menor ou igual a 10',
    });
  });
});
