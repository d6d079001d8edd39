import { loteamentoResource, servicoManutencaoResource } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('loteamento e serviço de manutenção (edição)', () => {
  it('loteamento: shows the neighbourhood by name and the masked CEP', async () => {
    logar(sessao({ permissoes: [loteamentoResource.permissoes.visualizar, loteamentoResource.permissoes.editar] }));
    mockApi({
      'GET /api/cadastro/loteamento/2/edit': wire({
        form: {},
        model: {
          id: 2,
          nome: 'Loteamento Parque dos Eucaliptos',
          bairroId: 7,
          cep: '55296510',
          bloqueado: false,
          bairro: { id: 7, label: 'Heliópolis' },
        },
      }),
    });
    renderApp('/cadastro/loteamento/edit/2');
    expect(await screen.findByDisplayValue('Loteamento Parque dos Eucaliptos', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Heliópolis')).toBeTruthy();
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('55.296-510');
  }, 60_000);

  it('serviço de manutenção: name, deadline and description', async () => {
    const P = servicoManutencaoResource.permissoes;
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/servico-manutencao/4/edit': wire({
        form: {},
        model: { id: 4, nome: 'Hidráulica', descricao: 'Vazamentos e descargas.', prazoAtendimentoDias: 2, bloqueado: false },
      }),
    });
    renderApp('/cadastro/servico-manutencao/edit/4');
    expect(await screen.findByDisplayValue('Hidráulica', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByLabelText('Prazo de atendimento (dias)') as HTMLInputElement).value).toBe('2');
    expect(screen.getByDisplayValue('Vazamentos e descargas.')).toBeTruthy();
  }, 60_000);
});
