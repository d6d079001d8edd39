import { IMG } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const base = {
  numero: null,
  pacienteId: 1,
  procedimentoCodigo: '0204030153',
  equipamento: null,
  solicitante: 'Dr. Plantonista',
  realizadoEm: null,
};
const linhas = [
  {
    ...base,
    chave: 'urgencia:pronto-atendimento:9',
    tipo: 'urgencia',
    id: 9,
    origem: 'pronto-atendimento',
    hora: null,
    paciente: 'Rui Urgente',
    exame: 'Radiografia de tórax',
    situacao: 1,
    solicitadoEm: '2026-03-06',
  },
  {
    ...base,
    chave: 'agendado:5',
    tipo: 'agendado',
    id: 5,
    origem: 'papel',
    hora: '08:20:00',
    numero: 2026000555,
    paciente: 'Ana Agendada',
    exame: 'Radiografia de tórax',
    equipamento: 'Raio-X 1',
    situacao: 1,
    solicitadoEm: null,
  },
  {
    ...base,
    chave: 'agendado:6',
    tipo: 'agendado',
    id: 6,
    origem: 'papel',
    hora: '08:40:00',
    paciente: 'Bia Feita',
    exame: 'Radiografia de tórax',
    situacao: 2,
    solicitadoEm: null,
  },
];

describe('exame-imagem/exame-agendado-realizado', () => {
  it('shows the emergency requests first with their tag and registers the selected ones as done', async () => {
    logar(sessao({ permissoes: [IMG.realizadoVer, IMG.realizadoCadastrar] }));
    const api = mockApi({
      'GET /api/exame-imagem/exame-agendado-realizado': wire({
        data: { data: '2026-03-06', linhas, equipamentos: [{ id: 1, nome: 'Raio-X 1', modalidade: 1 }] },
      }),
      'POST /api/exame-imagem/exame-agendado-realizado': wire({
        data: { realizados: 2, faltas: 0, exameIds: [5, 77], message: 'Realização registrada para 2 exame(s).' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/exame-imagem/exame-agendado-realizado/index');
    expect(await screen.findByText('Rui Urgente', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Urgência (PA)')).toBeTruthy();
    const caixas = screen.getAllByRole('checkbox') as HTMLInputElement[];
    // header, the emergency, the scheduled one, the one already done (disabled)
    expect(caixas[3]?.disabled).toBe(true);
    await user.click(caixas[1] as HTMLElement);
    // an emergency cannot be a no-show
    expect((screen.getByRole('button', { name: /Registrar falta/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(caixas[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Registrar realizados \(2\)/ }));
    expect(await screen.findByText('Realização registrada para 2 exame(s).')).toBeTruthy();
    expect(api.chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      acao: 'realizado',
      equipamento_id: null,
      itens: [
        { tipo: 'urgencia', id: 9, origem: 'pronto-atendimento' },
        { tipo: 'agendado', id: 5, origem: null },
      ],
    });
  });

  it('offers no registration without the permission', async () => {
    logar(sessao({ permissoes: [IMG.realizadoVer] }));
    mockApi({ 'GET /api/exame-imagem/exame-agendado-realizado': wire({ data: { data: '2026-03-06', linhas, equipamentos: [] } }) });
    renderApp('/exame-imagem/exame-agendado-realizado/index');
    expect(await screen.findByText('Ana Agendada', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Registrar realizados/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
