import { filterMenu, MENU, PA, relatorioPaAtendimento, relatorioPaClassificacaoRisco } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const permissoes = [PA.relatorios];
const LIST_ATENDIMENTO = `GET ${relatorioPaAtendimento.listPath}`;

// as the report engine sends them: instants as PostgreSQL writes them, dates as YYYY-MM-DD
const faas = [
  {
    dia: '2025-03-10',
    numero: '2025000123',
    chegada: '2025-03-10 11:00:00+00',
    pacienteNome: 'Paula Relatório',
    idade: '44 anos',
    classificacao: 'Amarelo',
    cidPrincipal: 'R10 - Dor abdominal e pélvica',
    medico: 'Ricardo Lins Cavalcanti',
    desfecho: 'Alta médica',
    situacao: 'Fechada',
    quantidade: 1,
  },
  {
    dia: '2025-03-10',
    numero: '2025000124',
    chegada: '2025-03-10 13:00:00+00',
    pacienteNome: 'Pedro Relatório',
    idade: '3 meses',
    classificacao: 'Vermelho',
    cidPrincipal: null,
    medico: null,
    desfecho: null,
    situacao: 'Aberta',
    quantidade: 1,
  },
];

describe('relatórios do pronto atendimento', () => {
  it('atendimentos: the shared declaration becomes the page, with the period from the URL, the status as a tag and the count', async () => {
    logar(sessao({ permissoes, menu: filterMenu(MENU, permissoes) }));
    const api = mockApi({
      [LIST_ATENDIMENTO]: (c: Chamada) =>
        wire({ draw: Number(c.query.get('draw')), recordsTotal: 2, recordsFiltered: 2, data: faas, totais: { quantidade: 2 } }),
    });
    renderApp(`${relatorioPaAtendimento.path}?data_inicio=2025-03-10&data_fim=2025-03-11`);
    expect(await screen.findByText('Atendimentos (FAA)', { selector: 'h1' })).toBeTruthy();
    expect((await screen.findByText('Fechada')).closest('.ant-tag')?.className).toMatch(/green/);
    expect(screen.getByText('Aberta').closest('.ant-tag')?.className).toMatch(/blue/);
    expect(screen.getByText('10/03/2025 08:00')).toBeTruthy();
    expect(screen.getByText('R10 - Dor abdominal e pélvica')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    // every filter of the declaration, the unit and the doctor among them
    for (const rotulo of ['Unidade', 'Classificação de risco', 'Médico'])
      expect(screen.getByLabelText(rotulo, { selector: 'input' })).toBeTruthy();
    const q = api.de(LIST_ATENDIMENTO)[0]?.query;
    expect(q?.get('data_inicio')).toBe('2025-03-10');
    expect(q?.get('data_fim')).toBe('2025-03-11');
    expect(q?.get('order[0][column_name]')).toBe('chegada');
    expect(q?.get('order[0][dir]')).toBe('asc');
    // the menu group of the module lists the reports under "Relatórios"
    const menu = (texto: string) => screen.getByText(texto, { selector: '.ant-menu-title-content, .ant-menu-title-content a' });
    expect(menu('Relatórios')).toBeTruthy();
    expect(menu('Produção por médico')).toBeTruthy();
  });

  it('classificação de risco asks for the period before asking the server', async () => {
    logar(sessao({ permissoes }));
    const api = mockApi({});
    renderApp(relatorioPaClassificacaoRisco.path);
    expect(await screen.findByText('Classificação de risco', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('Informe o campo "Período" e clique em Pesquisar para ver o relatório.')).toBeTruthy();
    expect(screen.getByLabelText('Profissional da triagem', { selector: 'input' })).toBeTruthy();
    await waitFor(() => expect(api.de('GET /api/geral/tarefa')).toHaveLength(1));
    expect(api.chamadas.filter((c) => c.path === relatorioPaClassificacaoRisco.listPath)).toEqual([]);
  });
});
