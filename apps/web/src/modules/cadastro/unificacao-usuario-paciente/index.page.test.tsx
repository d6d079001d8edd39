import {
  comparacaoCadastrosSchema,
  historicoUnificacaoSchema,
  PERMISSAO_UNIFICACAO,
  type Resposta,
  resultadoUnificacaoSchema,
} from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const cadastro = (id: number, nome: string, cpf: string | null) => ({
  id,
  nome,
  nomeSocial: null,
  cpf,
  cns: null,
  dataNascimento: '1970-03-15',
  nomeMae: 'Maria Souza',
  telefone: null,
  bloqueado: false,
  provisorio: false,
  unificadoEmId: null,
  usuarioLogin: null,
  endereco: null,
  referencias: [{ tabela: 'domicilio_residente', coluna: 'cidadao_id', rotulo: 'Residência em domicílio', quantidade: 1 }],
});

describe('unificação de cadastros de pacientes', () => {
  it('compares the chosen records, confirms the irreversible merge and lists past merges', async () => {
    logar(sessao({ permissoes: [PERMISSAO_UNIFICACAO] }));
    let historico: Resposta<typeof historicoUnificacaoSchema>['data'] = [];
    const api = mockApi({
      'GET /api/cadastro/paciente/autocomplete': (c: { query: URLSearchParams }) =>
        wire({
          data: c.query.get('search[value]')?.startsWith('Jo') ? [{ id: 11, label: 'José Souza' }] : [{ id: 12, label: 'Jose de Souza' }],
        }),
      'GET /api/cadastro/unificacao-usuario-paciente/comparar': (c: { query: URLSearchParams }) =>
        wireDe(comparacaoCadastrosSchema, {
          data: (c.query.get('ids') ?? '')
            .split(',')
            .map(Number)
            .map((id) => (id === 11 ? cadastro(11, 'José Souza', '52998224725') : cadastro(12, 'Jose de Souza', null))),
        }),
      'GET /api/cadastro/unificacao-usuario-paciente/historico': () => wireDe(historicoUnificacaoSchema, { data: historico }),
      'POST /api/cadastro/unificacao-usuario-paciente': () => {
        historico = [
          {
            id: 1,
            momento: '2026-11-21T10:00:00-03:00',
            usuarioNome: 'Administrador',
            mantido: { id: 11, nome: 'José Souza' },
            unificados: [{ id: 12, nome: 'Jose de Souza' }],
            referenciasMovidas: 1,
          },
        ];
        return wireDe(resultadoUnificacaoSchema, { manterId: 11, unificarIds: [12], referencias: [], cpfCopiado: null, cnsCopiado: null });
      },
    });
    const { user } = renderApp('/cadastro/unificacao-usuario-paciente/index');
    expect(await screen.findByText('Nenhuma unificação realizada.', {}, { timeout: 10_000 })).toBeTruthy();

    for (const [termo, rotulo] of [
      ['José', 'José Souza'],
      ['Souza', 'Jose de Souza'],
    ]) {
      await user.type(screen.getByLabelText('Paciente'), termo);
      await user.click(await screen.findByTitle(rotulo, {}, { timeout: 5_000 }));
      await user.click(screen.getByText('Adicionar à comparação'));
    }
    expect(await screen.findByText('529.982.247-25')).toBeTruthy();
    expect(screen.getAllByText('Residência em domicílio: 1')).toHaveLength(2);

    await user.click(screen.getByText('Manter nº 11'));
    await user.click(screen.getByText('Unificar cadastros'));
    const dialogo = await findDialog('Unificar cadastros');
    expect(within(dialogo).getByText('Esta operação não pode ser desfeita.')).toBeTruthy();
    await user.click(within(dialogo).getByText('Unificar'));
    await waitFor(() => expect(api.de('POST /api/cadastro/unificacao-usuario-paciente')).toHaveLength(1));
    expect(api.de('POST /api/cadastro/unificacao-usuario-paciente')[0].body).toEqual({ manter_id: 11, unificar_ids: [12] });
    expect(await screen.findByText('José Souza (nº 11)')).toBeTruthy();
    expect(screen.getByText('Jose de Souza (nº 12)')).toBeTruthy();
  }, 60_000);
});
