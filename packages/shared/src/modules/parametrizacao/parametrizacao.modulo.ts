import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { exameResource } from './exame.resource.js';
import { kitExameResource } from './kit-exame.resource.js';
import { PERMISSOES_PARAMETRIZACAO } from './permissoes.js';
import { procedimentoResource } from './procedimento.resource.js';
import { procedimentoCirurgicoResource } from './procedimento-cirurgico.resource.js';
import { PERMISSAO_TABELA_CID } from './tabela-cid.js';

/** Parametrização: what the municipality offers and authorises (exams, kits, procedures) and the CID-10 table. */
export const moduloParametrizacao = defineModulo({
  id: 'parametrizacao',
  nome: 'Parametrização',
  icone: 'fas/sliders-h',
  permissoes: PERMISSOES_PARAMETRIZACAO,
  recursos: [exameResource, kitExameResource, procedimentoResource, procedimentoCirurgicoResource],
  papeis: {
    // the CID-10 table and the exams offered are read at triage; procedures by the nursing's procedures
    enfermagem: ['visualizar-parametrizacao-tabela-cid', 'visualizar-parametrizacao-exame', 'visualizar-parametrizacao-procedimento'],
    // the CID-10 table, the exams and kits a physician requests
    medico: ['visualizar-parametrizacao-tabela-cid', 'visualizar-parametrizacao-exame', 'visualizar-parametrizacao-kit-exame'],
    // regulation reads what the municipality authorises: procedure settings, surgeries, exams
    regulacao: [
      'visualizar-parametrizacao-procedimento',
      'visualizar-parametrizacao-procedimento-cirurgico',
      'visualizar-parametrizacao-exame',
      'visualizar-parametrizacao-tabela-cid',
    ],
  },
  menu: {
    id: 'parametrizacao',
    nome: 'Parametrização',
    link: '/parametrizacao',
    icone: 'fas/sliders-h',
    items: [
      itemDoRecurso(exameResource, 'Exames', 'fas/vial'),
      itemDoRecurso(kitExameResource, 'Kits de exames', 'fas/flask'),
      itemDoRecurso(procedimentoResource, 'Procedimentos', 'fas/briefcase-medical'),
      itemDoRecurso(procedimentoCirurgicoResource, 'Procedimentos cirúrgicos', 'fas/hospital'),
      {
        id: 'parametrizacao.tabela-cid',
        nome: 'Tabela CID-10',
        link: '/parametrizacao/tabela-cid/index',
        icone: 'fas/file-alt',
        permissao: PERMISSAO_TABELA_CID,
      },
    ],
  },
});
