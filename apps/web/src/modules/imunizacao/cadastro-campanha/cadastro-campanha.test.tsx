import { campanhaEditRespostaSchema, IMU } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const form = {
  estrategias: [{ id: 6, nome: 'Campanha seletiva' }],
  vacinas: [{ id: 4, nome: 'Influenza' }],
  doses: [{ id: 'DP', nome: 'Dose periódica' }],
  condicoes: [{ id: 'gestante', nome: 'Gestante' }],
};
const model = {
  id: 3,
  nome: 'Influenza 2026',
  descricao: null,
  inicio: '2026-11-17',
  fim: '2026-12-17',
  estrategia: 6,
  idadeMinimaAnos: 60,
  idadeMinimaMeses: 0,
  idadeMaximaAnos: null,
  idadeMaximaMeses: null,
  sexo: null,
  condicao: null,
  populacaoAlvo: 100,
  metaPercentual: 90,
  encerrada: false,
  situacao: 'andamento' as const,
  publicoAlvo: '60 anos ou mais',
  vacinas: [{ vacinaId: 4, vacina: 'Influenza', dose: 'DP', metaDoses: 90 }],
  cobertura: {
    aplicadas: 45,
    pessoasVacinadas: 45,
    populacaoAlvo: 100,
    metaPercentual: 90,
    cobertura: 45,
    porVacina: [{ vacinaId: 4, dose: 'DP', nome: 'Influenza — Dose periódica', aplicadas: 45, meta: 90, percentualMeta: 50 }],
    porSala: [{ centroCustoId: 2, nome: 'Sala de Vacinação da Policlínica', aplicadas: 45, meta: null, percentualMeta: null }],
    porDia: [
      { data: '2026-11-18', aplicadas: 20 },
      { data: '2026-11-19', aplicadas: 25 },
    ],
  },
};

describe('imunizacao/cadastro-campanha/edit', () => {
  it('shows the coverage against the goal, per room and per day', async () => {
    logar(sessao({ permissoes: [IMU.campanhaVer] }));
    mockApi({ 'GET /api/imunizacao/cadastro-campanha/3/edit': wireDe(campanhaEditRespostaSchema, { data: { form, model } }) });
    renderApp('/imunizacao/cadastro-campanha/edit/3');
    expect(await screen.findByText('Influenza — Dose periódica', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('45 / 90')).toBeTruthy();
    expect(screen.getByText('Sala de Vacinação da Policlínica')).toBeTruthy();
    expect(screen.getAllByTestId('barra-dia')).toHaveLength(2);
    expect(screen.queryByText('Encerrar', { selector: 'button > span' })).toBeNull();
  }, 60_000);
});
