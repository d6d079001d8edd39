import { AMB, MENSAGENS_RAAS, raasFormSchema, raasRespostaSchema } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const opcoes = wireDe(raasFormSchema, {
  form: {
    unidades: [{ id: 2, nome: 'CAPS II Municipal', cnes: '2345003' }],
    unidadePadrao: 2,
    profissionais: [{ id: 8, nome: 'RICARDO LINS CAVALCANTI', cbos: ['225125'] }],
    procedimentos: [
      { codigo: '0301080208', nome: 'ATENDIMENTO INDIVIDUAL DE PACIENTE EM CENTRO DE ATENÇÃO PSICOSSOCIAL' },
      { codigo: '0301080232', nome: 'ACOLHIMENTO INICIAL POR CENTRO DE ATENÇÃO PSICOSSOCIAL' },
    ],
  },
});
const ficha = wireDe(raasRespostaSchema, {
  data: {
    id: 5,
    unidadeId: 2,
    cnes: '2345003',
    competencia: '202603',
    pacienteId: 40,
    pacienteLabel: 'ANA PAULA SOUZA (898001160660006)',
    pacienteCns: '898001160660006',
    pacienteNome: 'ANA PAULA SOUZA',
    pacienteNascimento: '1985-04-12',
    pacienteSexo: 'F',
    pacienteRacaCor: '03',
    pacienteMunicipioId: 2606002,
    pacienteMunicipioNome: 'Garanhuns',
    dataInicio: '2026-03-02',
    origem: '02',
    capsTipo: 'II',
    coberturaEsf: false,
    cnesEsf: null,
    cidPrincipal: 'F200',
    cidsSecundarios: ['F419'],
    cidCausaAssociada: null,
    cids: [
      { codigo: 'F200', label: 'F20.0 - Esquizofrenia paranóide' },
      { codigo: 'F419', label: 'F41.9 - Transtorno ansioso não especificado' },
    ],
    destino: '00',
    dataSaida: null,
    situacaoRua: false,
    usoAlcool: true,
    usoCrack: false,
    usoOutrasDrogas: false,
    acoes: [
      {
        id: 1,
        procedimentoCodigo: '0301080208',
        procedimentoNome: 'ATENDIMENTO INDIVIDUAL DE PACIENTE EM CENTRO DE ATENÇÃO PSICOSSOCIAL',
        profissionalId: 8,
        profissionalNome: 'RICARDO LINS CAVALCANTI',
        cbo: '225125',
        data: '2026-03-10',
        quantidade: 4,
        local: 'C',
      },
    ],
  },
});

describe('RAAS psicossocial', () => {
  it('opens a sheet with its CIDs and actions, sends it as the layout names it, and puts each refusal on its field', async () => {
    logar(sessao({ permissoes: [AMB.raasVer, AMB.raasEditar] }));
    const cbo = MENSAGENS_RAAS.cboIncompativel('225125', '0301080208');
    const api = mockApi({
      'GET /api/ambulatorio/formulario-raas/create': opcoes,
      'GET /api/ambulatorio/formulario-raas/5': ficha,
      'PUT /api/ambulatorio/formulario-raas/5': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'acoes.0.cbo': [cbo], competencia: [MENSAGENS_RAAS.duplicada('03/2026')] },
      }),
    });
    const { user } = renderApp('/ambulatorio/formulario-raas/edit/5');
    expect(await screen.findByText('F20.0 - Esquizofrenia paranóide', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('F41.9 - Transtorno ansioso não especificado')).toBeTruthy();
    expect((screen.getByLabelText('Competência') as HTMLInputElement).value).toBe('03/2026');
    expect(screen.getByText('Garanhuns')).toBeTruthy();
    expect(screen.getByText('0301080208 - ATENDIMENTO INDIVIDUAL DE PACIENTE EM CENTRO DE ATENÇÃO PSICOSSOCIAL')).toBeTruthy();

    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await expect.poll(() => api.de('PUT /api/ambulatorio/formulario-raas/5').length).toBe(1);
    expect(api.de('PUT /api/ambulatorio/formulario-raas/5')[0]?.body).toMatchObject({
      competencia: '03/2026',
      paciente_cns: '898001160660006',
      cid_principal: 'F200',
      cids_secundarios: ['F419'],
      uso_alcool: true,
      acoes: [{ procedimento_codigo: '0301080208', profissional_id: 8, cbo: '225125', data: '2026-03-10', quantidade: 4, local: 'C' }],
    });
    // each message under its field (the notification lists them too)
    const noCampo = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText(cbo, noCampo)).toBeTruthy();
    expect(screen.getByText(MENSAGENS_RAAS.duplicada('03/2026'), noCampo)).toBeTruthy();
  }, 60_000);
});
