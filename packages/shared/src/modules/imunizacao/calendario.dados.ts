import type { Calendario, RegraDose } from './calendario.tipos.js';

/**
 * Calendário Nacional de Vacinação — Ministério da Saúde, Programa Nacional de Imunizações (PNI), schedules of
 * the child, adolescent, adult, elderly and pregnant woman as published on gov.br/saude ("Calendário de
 * vacinação", 2024, with the 2024 changes: VIP booster replaces VOP at 15 months, single-dose HPV 9–14 years,
 * COVID-19 in the routine of children 6 months–4 years, elderly and pregnant women) and the Instrução
 * Normativa do Calendário Nacional de Vacinação 2024/2025 (ages, minimum/maximum ages and intervals).
 * Codes: SI-PNI / RNDS CodeSystem BRImunobiologico. Checked in November 2026; a municipality overrides this.
 * Not modelled: special groups without a field in the patient (VPP23 for indigenous and institutionalised
 * elderly, CRIE products), regional vaccines (dengue 10–14 years in selected municipalities) and the
 * two-dose first year of influenza for children.
 */

const CRIANCA_ATE_5 = '4a11m29d';
const CRIANCA_ATE_7 = '6a11m29d';
const serie = (ultima: string, ...doses: Omit<RegraDose, 'idadeMaxima'>[]): RegraDose[] =>
  doses.map((d) => ({ idadeMaxima: ultima, ...d }));

export const CALENDARIO_PNI: Calendario = {
  versao: 'PNI 2024/2025',
  // PNI sets no tolerance: this is the municipality's grace before a due dose is reported as late
  toleranciaPadrao: '30d',
  condutas: {
    dose_desconhecida: 'recusar',
    data_futura: 'recusar',
    dose_duplicada: 'recusar',
    fora_de_ordem: 'recusar',
    dose_antecipada: 'justificar',
    fora_da_faixa: 'justificar',
    condicao: 'justificar',
  },
  vacinas: [
    {
      sigla: 'BCG',
      codigoPni: '15',
      nome: 'BCG',
      grupos: ['crianca'],
      doses: [{ dose: 'DU', idadeRecomendada: '0d', idadeMinima: '0d', idadeMaxima: CRIANCA_ATE_5 }],
    },
    {
      sigla: 'HB',
      codigoPni: '9',
      nome: 'Hepatite B (recombinante)',
      grupos: ['crianca', 'adolescente', 'adulto', 'idoso', 'gestante'],
      doses: [
        // the newborn dose, preferably in the first 24 hours; after 30 days the scheme goes on with Penta
        { dose: 'DN', idadeRecomendada: '0d', idadeMinima: '0d', idadeMaxima: '30d' },
        // the unvaccinated from 7 years on (younger ones take Penta): 0, 1 and 6 months
        ...[
          { dose: 'D1', idadeRecomendada: '7a', idadeMinima: '7a', apos: null },
          { dose: 'D2', idadeRecomendada: '7a', idadeMinima: '7a', intervaloMinimo: '30d', intervaloUsual: '1m' },
          { dose: 'D3', idadeRecomendada: '7a', idadeMinima: '7a', intervaloMinimo: '2m', intervaloUsual: '5m' },
        ].map((d) => ({ ...d, dispensadaPor: [{ sigla: 'PENTA', dose: 'D3' as const }] }) as RegraDose),
      ],
    },
    {
      sigla: 'PENTA',
      codigoPni: '42',
      nome: 'Penta (DTP/Hib/Hepatite B)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_7,
        { dose: 'D1', idadeRecomendada: '2m', idadeMinima: '42d' },
        { dose: 'D2', idadeRecomendada: '4m', idadeMinima: '42d', intervaloMinimo: '30d', intervaloUsual: '60d' },
        { dose: 'D3', idadeRecomendada: '6m', idadeMinima: '42d', intervaloMinimo: '30d', intervaloUsual: '60d' },
      ),
    },
    {
      sigla: 'VIP',
      codigoPni: '22',
      nome: 'Poliomielite inativada (VIP)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_5,
        { dose: 'D1', idadeRecomendada: '2m', idadeMinima: '42d' },
        { dose: 'D2', idadeRecomendada: '4m', idadeMinima: '42d', intervaloMinimo: '30d', intervaloUsual: '60d' },
        { dose: 'D3', idadeRecomendada: '6m', idadeMinima: '42d', intervaloMinimo: '30d', intervaloUsual: '60d' },
        { dose: 'REF', idadeRecomendada: '15m', idadeMinima: '12m', intervaloMinimo: '6m', intervaloUsual: '9m' },
      ),
    },
    {
      sigla: 'VORH',
      codigoPni: '45',
      nome: 'Rotavírus humano (VORH)',
      grupos: ['crianca'],
      doses: [
        { dose: 'D1', idadeRecomendada: '2m', idadeMinima: '1m15d', idadeMaxima: '3m15d' },
        {
          dose: 'D2',
          idadeRecomendada: '4m',
          idadeMinima: '3m15d',
          idadeMaxima: '7m29d',
          intervaloMinimo: '30d',
          intervaloUsual: '60d',
        },
      ],
    },
    {
      sigla: 'VPC10',
      codigoPni: '26',
      nome: 'Pneumocócica 10-valente (conjugada)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_5,
        { dose: 'D1', idadeRecomendada: '2m', idadeMinima: '42d' },
        { dose: 'D2', idadeRecomendada: '4m', idadeMinima: '42d', intervaloMinimo: '30d', intervaloUsual: '60d' },
        { dose: 'REF', idadeRecomendada: '12m', idadeMinima: '12m', intervaloMinimo: '60d', intervaloUsual: '60d' },
      ),
    },
    {
      sigla: 'MENC',
      codigoPni: '41',
      nome: 'Meningocócica C (conjugada)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_5,
        { dose: 'D1', idadeRecomendada: '3m', idadeMinima: '2m' },
        { dose: 'D2', idadeRecomendada: '5m', idadeMinima: '2m', intervaloMinimo: '30d', intervaloUsual: '60d' },
        { dose: 'REF', idadeRecomendada: '12m', idadeMinima: '12m', intervaloMinimo: '60d', intervaloUsual: '60d' },
      ),
    },
    {
      sigla: 'FA',
      codigoPni: '14',
      nome: 'Febre amarela (atenuada)',
      grupos: ['crianca', 'adolescente', 'adulto'],
      doses: serie(
        '59a11m29d',
        { dose: 'D1', idadeRecomendada: '9m', idadeMinima: '9m' },
        // a booster only for whom took the first dose before 5 years
        {
          dose: 'REF',
          idadeRecomendada: '4a',
          idadeMinima: '4a',
          intervaloMinimo: '30d',
          intervaloUsual: '30d',
          somenteSeAnteriorAntesDe: '5a',
        },
      ),
    },
    {
      sigla: 'SCR',
      codigoPni: '24',
      nome: 'Tríplice viral (sarampo, caxumba, rubéola)',
      grupos: ['crianca', 'adolescente', 'adulto'],
      doses: [
        { dose: 'D1', idadeRecomendada: '12m', idadeMinima: '12m', idadeMaxima: '59a11m29d' },
        // two doses up to 29 years, one from 30 to 59
        {
          dose: 'D2',
          idadeRecomendada: '15m',
          idadeMinima: '13m',
          idadeMaxima: '29a11m29d',
          intervaloMinimo: '30d',
          intervaloUsual: '3m',
        },
      ],
    },
    {
      sigla: 'SCRV',
      codigoPni: '56',
      nome: 'Tetraviral (sarampo, caxumba, rubéola, varicela)',
      grupos: ['crianca'],
      doses: [
        {
          dose: 'DU',
          idadeRecomendada: '15m',
          idadeMinima: '15m',
          idadeMaxima: CRIANCA_ATE_7,
          apos: { sigla: 'SCR', dose: 'D1' },
          intervaloMinimo: '30d',
        },
      ],
      equivaleA: {
        DU: [
          { sigla: 'SCR', dose: 'D2' },
          { sigla: 'VZ', dose: 'D1' },
        ],
      },
    },
    {
      sigla: 'VZ',
      codigoPni: '34',
      nome: 'Varicela (atenuada)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_7,
        { dose: 'D1', idadeRecomendada: '15m', idadeMinima: '12m' },
        { dose: 'D2', idadeRecomendada: '4a', idadeMinima: '4a', intervaloMinimo: '30d', intervaloUsual: '30d' },
      ),
    },
    {
      sigla: 'HA',
      codigoPni: '55',
      nome: 'Hepatite A (inativada)',
      grupos: ['crianca'],
      doses: [{ dose: 'DU', idadeRecomendada: '15m', idadeMinima: '12m', idadeMaxima: CRIANCA_ATE_5 }],
    },
    {
      sigla: 'DTP',
      codigoPni: '46',
      nome: 'Tríplice bacteriana (DTP)',
      grupos: ['crianca'],
      doses: serie(
        CRIANCA_ATE_7,
        {
          dose: 'REF1',
          idadeRecomendada: '15m',
          idadeMinima: '12m',
          apos: { sigla: 'PENTA', dose: 'D3' },
          intervaloMinimo: '6m',
          intervaloUsual: '9m',
        },
        { dose: 'REF2', idadeRecomendada: '4a', idadeMinima: '4a', intervaloMinimo: '6m', intervaloUsual: '6m' },
      ),
    },
    {
      sigla: 'HPV4',
      codigoPni: '67',
      nome: 'HPV quadrivalente',
      grupos: ['crianca', 'adolescente'],
      doses: [{ dose: 'DU', idadeRecomendada: '9a', idadeMinima: '9a', idadeMaxima: '14a11m29d' }],
    },
    {
      sigla: 'MACWY',
      codigoPni: '74',
      nome: 'Meningocócica ACWY (conjugada)',
      grupos: ['adolescente'],
      doses: [{ dose: 'DU', idadeRecomendada: '11a', idadeMinima: '11a', idadeMaxima: '14a11m29d' }],
    },
    {
      sigla: 'DT',
      codigoPni: '25',
      nome: 'Dupla adulto (difteria e tétano)',
      grupos: ['adolescente', 'adulto', 'idoso', 'gestante'],
      doses: [
        // the unvaccinated from 7 years on: three doses 60 days apart; a child with DTP REF2 needs none
        ...[
          { dose: 'D1', idadeRecomendada: '7a', idadeMinima: '7a', apos: null },
          { dose: 'D2', idadeRecomendada: '7a', idadeMinima: '7a', intervaloMinimo: '30d', intervaloUsual: '60d' },
          { dose: 'D3', idadeRecomendada: '7a', idadeMinima: '7a', intervaloMinimo: '30d', intervaloUsual: '60d' },
        ].map((d) => ({ ...d, dispensadaPor: [{ sigla: 'DTP', dose: 'REF2' as const }] }) as RegraDose),
        {
          dose: 'DP',
          rotulo: 'Reforço (a cada 10 anos)',
          idadeRecomendada: '7a',
          idadeMinima: '7a',
          apos: null,
          repetirACada: '10a',
          contam: ['DT', 'DTP', 'DTPA'],
        },
      ],
    },
    {
      sigla: 'DTPA',
      // the LEDI dictionary's code (57, "Vacina dTpa adulto"); some public mappings say 88
      codigoPni: '57',
      nome: 'dTpa adulto (difteria, tétano e coqueluche acelular)',
      grupos: ['gestante'],
      // each pregnancy, from the 20th week (gestational age is not an input here: the pregnancy flag is)
      doses: [
        {
          dose: 'DP',
          rotulo: 'Dose da gestação',
          idadeRecomendada: '10a',
          idadeMinima: '10a',
          apos: null,
          condicao: 'gestante',
          repetirACada: '10m',
          inicial: true,
        },
      ],
    },
    {
      sigla: 'INF',
      codigoPni: '33',
      nome: 'Influenza (trivalente)',
      grupos: ['crianca', 'idoso', 'gestante'],
      // one yearly dose: children 6 months–5 years, 60 years and over, pregnant women
      doses: [
        { idadeMinima: '6m', idadeMaxima: '5a11m29d' },
        { idadeMinima: '60a' },
        { idadeMinima: '10a', condicao: 'gestante' as const },
      ].map((faixa) => ({
        dose: 'DP',
        rotulo: 'Dose anual',
        idadeRecomendada: faixa.idadeMinima,
        apos: null,
        repetirACada: '1a',
        // a yearly campaign may come a few weeks short of a full year after the last one
        intervaloMinimo: '10m',
        inicial: true,
        ...faixa,
      })),
    },
    {
      sigla: 'COVID',
      codigoPni: '102',
      nome: 'COVID-19',
      grupos: ['crianca', 'idoso', 'gestante'],
      doses: [
        ...serie(
          CRIANCA_ATE_5,
          { dose: 'D1', idadeRecomendada: '6m', idadeMinima: '6m' },
          { dose: 'D2', idadeRecomendada: '7m', idadeMinima: '6m', intervaloMinimo: '28d', intervaloUsual: '28d' },
          { dose: 'D3', idadeRecomendada: '9m', idadeMinima: '6m', intervaloMinimo: '56d', intervaloUsual: '56d' },
        ),
        // elderly every 6 months, pregnant women once per pregnancy
        {
          dose: 'DP',
          rotulo: 'Dose periódica',
          idadeRecomendada: '60a',
          idadeMinima: '60a',
          apos: null,
          repetirACada: '6m',
          inicial: true,
        },
        {
          dose: 'DP',
          rotulo: 'Dose da gestação',
          idadeRecomendada: '10a',
          idadeMinima: '10a',
          apos: null,
          condicao: 'gestante',
          repetirACada: '10m',
          inicial: true,
        },
      ],
    },
  ],
};
