import { FAR, livroEdicaoRespostaSchema, livroLinhasDatatableSchema, MENSAGENS_LIVRO } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const livro = {
  id: 5,
  tipo: 'talidomida' as const,
  numero: 3,
  centroCusto: 'Dispensação de Medicamentos',
  dataAbertura: '2026-01-02',
  dataFechamento: null,
  responsavelNome: 'Marcelo Augusto Falcão',
  responsavelConselho: 'CRF 5120/PE',
  termoAbertura: 'Este livro nº 3 …',
  termoFechamento: null,
  fechadoEm: null,
  fechadoPor: null,
  assinaturaCodigo: null,
  substancias: [
    {
      materialId: 71,
      material: 'Talidomida 100 mg comprimido',
      lista: 'C3',
      saldoAnterior: 40,
      entradas: 300,
      saidas: 28,
      saldo: 312,
      linhas: 3,
    },
  ],
};
const linha = {
  id: 9,
  livroId: 5,
  materialId: 71,
  material: 'Talidomida 100 mg comprimido',
  data: '2026-01-05',
  tipo: 'saida' as const,
  quantidadeEntrada: 0,
  quantidadeSaida: 28,
  saldo: 312,
  historico: 'Dispensação; lote TL2501',
  pacienteId: 12,
  paciente: 'MARIA DAS DORES',
  numeroReceita: 'C0001',
  prescritor: 'Dra. Ana Lima CRM 9876/PE',
  justificativa: null,
  movimentoId: 301,
  usuario: 'Beatriz Gouveia Rocha',
  registradoEm: '2026-01-05T13:00:00.000Z',
};

describe('farmacia/livro-talidomida/edit', () => {
  it('reads the book of its own tree, filters the lines by a substance, and puts a refused closing date on its field', async () => {
    logar(sessao({ permissoes: [FAR.talidomidaVer, FAR.talidomidaCadastrar, FAR.talidomidaFechar] }));
    const recusa = MENSAGENS_LIVRO.fechamentoAntesDasLinhas('2026-01-05');
    const api = mockApi({
      'GET /api/farmacia/livro-talidomida/5/edit': wireDe(livroEdicaoRespostaSchema, { model: livro }),
      'GET /api/farmacia/livro-talidomida/5/linhas': wireDe(livroLinhasDatatableSchema, {
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [linha],
      }),
      'PUT /api/farmacia/livro-talidomida/fechar/5': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { data_fechamento: [recusa] },
      }),
    });
    const { user } = renderApp('/farmacia/livro-talidomida/edit/5');
    expect(await screen.findAllByText('Livro de talidomida — livro nº 3', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(await screen.findByText('Paciente: MARIA DAS DORES — receita/notificação nº C0001 — Dra. Ana Lima CRM 9876/PE')).toBeTruthy();
    expect(screen.getByText('Lançar linha manual', { selector: 'button > span' })).toBeTruthy();

    // the substances' table comes first: a click on a substance filters the lines below
    await user.click(screen.getAllByText('Talidomida 100 mg comprimido', { selector: 'td' })[0]);
    await waitFor(() => expect(api.de('GET /api/farmacia/livro-talidomida/5/linhas').at(-1)?.query.get('material_id')).toBe('71'));

    await user.click(screen.getByText('Fechar livro', { selector: 'button > span' }));
    await user.click(await screen.findByText('Fechar livro', { selector: '.ant-modal-footer button > span' }));
    expect(await screen.findByText(recusa, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.de('GET /api/farmacia/livro-psicotropico/5/edit')).toHaveLength(0);
  }, 60_000);
});
