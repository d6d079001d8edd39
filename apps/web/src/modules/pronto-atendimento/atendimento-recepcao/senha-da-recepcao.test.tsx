import { PA, PS, pacienteResource, recepcaoPacienteSchema, StatusSenha, senhaRecepcaoRespostaSchema } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL_COM_SENHA = '/pronto-atendimento/atendimento-recepcao/create?senha=31';
const ROTULO = 'MARIA DAS DORES — 529.982.247-25 — 15/03/1940';
const RECEBER = 'POST /api/pronto-atendimento/recepcao';

const FORM = wire({
  form: {
    opcoesEntrada: [
      { id: 1, nome: 'SAMU 192', faixaEtariaId: null },
      { id: 2, nome: 'Demanda espontânea', faixaEtariaId: null },
      { id: 4, nome: 'Retorno', faixaEtariaId: null },
    ],
    prioridades: [
      { id: 7, nome: 'Idoso 80+', peso: 20, legal: true },
      { id: 3, nome: 'Gestante', peso: 10, legal: true },
    ],
    destinos: [{ id: 15, nome: 'Triagem e Classificação de Risco', setorTipoId: 2 }],
    destinoPadrao: 15,
    plantao: { id: 3, inicio: '2026-11-21T07:00:00-03:00', fim: '2026-11-21T19:00:00-03:00' },
  },
});
const MARIA = wireDe(recepcaoPacienteSchema, { id: 42, label: ROTULO, sexoId: 1, dataNascimento: '1940-03-15', idadeEstimada: null });
const senha = (extra: Record<string, unknown> = {}) =>
  wireDe(senhaRecepcaoRespostaSchema, {
    id: 31,
    codigo: 'P007',
    status: { id: StatusSenha.EM_ATENDIMENTO, nome: 'Em atendimento' },
    opcaoEntrada: { id: 4, nome: 'Retorno' },
    prioridade: { id: 7, nome: 'Idoso 80+' },
    pacienteId: null,
    ...extra,
  });

function valorDe(rotulo: string) {
  const caixa = screen.getByLabelText(rotulo, { selector: 'input' }).closest('.ant-select')?.querySelector('.ant-select-content');
  return caixa?.classList.contains('ant-select-content-has-value') ? caixa.textContent : '';
}

function entrar() {
  logar(
    sessao({
      centroCusto: { id: 14, nome: 'Recepção do Pronto Atendimento', setor: { id: 1, nome: 'Recepção', setorTipoId: 1 } },
      permissoes: [PA.recepcaoCadastrar, PS.filaVer, pacienteResource.permissoes.visualizar],
    }),
  );
}

describe('a senha do guichê na recepção (issue 16 item 5)', () => {
  it('shows the ticket, preselects its option and priority, sends it with the patient and goes back to the counter', async () => {
    entrar();
    const api = mockApi({
      'GET /api/pronto-atendimento/recepcao/create': FORM,
      'GET /api/painel-senha/fila/senha/31': senha(),
      'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 42, label: ROTULO }] },
      'GET /api/pronto-atendimento/recepcao/paciente/42': MARIA,
      [RECEBER]: reply(
        201,
        wire({
          atendimento: { id: 9, numero: 2026000123 },
          fila: { id: 77, status: 1 },
          message: 'Paciente recebido. FAA nº 2026000123. Senha P007.',
        }),
      ),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp(URL_COM_SENHA);
    expect(await screen.findByText('Senha P007', {}, { timeout: 10_000 })).toBeTruthy();
    await expect.poll(() => valorDe('Prioridade')).toBe('Idoso 80+');
    expect(valorDe('Opção de entrada')).toBe('Retorno');

    await user.type(screen.getByLabelText('Paciente', { selector: 'input' }), 'maria');
    await user.click(await screen.findByText(ROTULO, { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Receber', { selector: 'button > span' }));
    await expect.poll(() => api.de(RECEBER).length).toBe(1);
    expect(api.de(RECEBER)[0]?.body).toEqual({
      paciente_id: 42,
      opcao_entrada_id: 4,
      prioridade_id: 7,
      destino_centro_custo_id: 15,
      urgente: false,
      senha_id: 31,
    });
    expect(await screen.findByText('Paciente recebido. FAA nº 2026000123. Senha P007.')).toBeTruthy();
    await expect.poll(() => router.state.location.pathname).toBe('/painel-senha/fila-atendimento/index');
  }, 60_000);

  it('receives without the ticket, and says so, when it was already received or cannot be read', async () => {
    for (const [resposta, aviso] of [
      [senha({ pacienteId: 5 }), 'A senha P007 já foi recebida. O paciente será recebido sem senha.'],
      [reply(404, { message: 'Senha não encontrada.' }), 'A senha informada não foi encontrada. O paciente será recebido sem senha.'],
    ] as const) {
      entrar();
      const api = mockApi({
        'GET /api/pronto-atendimento/recepcao/create': FORM,
        'GET /api/painel-senha/fila/senha/31': resposta,
        'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 42, label: ROTULO }] },
        'GET /api/pronto-atendimento/recepcao/paciente/42': MARIA,
        [RECEBER]: reply(
          201,
          wire({ atendimento: { id: 9, numero: 1 }, fila: { id: 77, status: 1 }, message: 'Paciente recebido. FAA nº 1.' }),
        ),
      });
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const { unmount, router } = renderApp(URL_COM_SENHA);
      expect(await screen.findByText(aviso, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByText('Senha P007')).toBeNull();
      expect(valorDe('Prioridade')).toBe('');
      await user.type(screen.getByLabelText('Paciente', { selector: 'input' }), 'maria');
      await user.click(await screen.findByText(ROTULO, { selector: '.ant-select-item-option-content' }));
      await user.click(screen.getByText('Receber', { selector: 'button > span' }));
      await expect.poll(() => api.de(RECEBER).length).toBe(1);
      expect(api.de(RECEBER)[0]?.body).not.toHaveProperty('senha_id');
      // an ordinary reception: the desk stays for the next patient
      expect(router.state.location.pathname).toBe('/pronto-atendimento/atendimento-recepcao/create');
      unmount();
    }
  }, 60_000);
});
