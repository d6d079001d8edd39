import { z } from 'zod';
import { LISTAS_PORTARIA_344 } from '../../receita.js';
import {
  CAMPO_PERIODO_OBRIGATORIO,
  type ColunaRelatorio,
  campoAutocomplete,
  campoSelecao,
  colunaData,
  colunaInteiro,
  colunaMoeda,
  colunaTexto,
  defineRelatorio,
  filtroId,
  filtroIdObrigatorio,
  filtroOpcao,
  filtrosRelatorio,
  PERIODO_OBRIGATORIO,
} from '../../relatorio.js';
import { zOpcional } from '../../validation/zod-fields.js';
import { STATUS_ALTO_CUSTO_NOME } from './alto-custo.js';
import { permissaoRelatorioFarmacia, RELATORIOS_FARMACIA_NOMES, type RelatorioFarmacia } from './permissoes.js';

/**
 * The twelve pharmacy reports (spec 000 §2.3 farmacia "12 index reports"; 001 §7 "report endpoints, with
 * autocomplete for material, patient and CID"): one declaration each, read by the server (one SQL query in
 * apps/api …/farmacia/relatorios) and by the web page. Every one needs a period of at most one year and may be
 * narrowed to one pharmacy (a cost centre of the pharmacy sector); without it every pharmacy of the municipality.
 */
const area = 'farmacia';

/** The filters' autocompletes: the pharmacy's own (answered under any of its report permissions) and the CID-10 lookup. */
export const URL_AUTOCOMPLETE_RELATORIO_FAR = {
  farmacia: '/api/farmacia/relatorio/farmacia/autocomplete',
  paciente: '/api/farmacia/relatorio/paciente/autocomplete',
  medicamento: '/api/farmacia/relatorio/medicamento/autocomplete',
  cid: '/api/cid/autocomplete',
} as const;

/** A dispensing is active or was reversed (farmacia_dispensacao.situacao). */
export const SITUACAO_DISPENSACAO_RELATORIO: Record<string, string> = { '1': 'Ativa', '2': 'Estornada' };

/** The lists of Portaria 344/98 a medicine may be in (the material registry records it). */
export const LISTA_CONTROLE_RELATORIO: Record<string, string> = Object.fromEntries(LISTAS_PORTARIA_344.map((l) => [String(l.id), l.nome]));

const farmacia = campoAutocomplete('centro_custo_id', 'Farmácia', URL_AUTOCOMPLETE_RELATORIO_FAR.farmacia);
const medicamento = campoAutocomplete('material_id', 'Medicamento', URL_AUTOCOMPLETE_RELATORIO_FAR.medicamento);
const paciente = (obrigatorio?: boolean) =>
  campoAutocomplete('paciente_id', 'Paciente', URL_AUTOCOMPLETE_RELATORIO_FAR.paciente, obrigatorio);
const cid = campoAutocomplete('cid', 'CID', URL_AUTOCOMPLETE_RELATORIO_FAR.cid);
const situacao = campoSelecao('situacao', 'Situação', SITUACAO_DISPENSACAO_RELATORIO);
const status = campoSelecao('status', 'Situação do processo', STATUS_ALTO_CUSTO_NOME);

/** A CID-10 code or category as the lookup answers it (`M058`, `M05`) or as printed (`M05.8`); a category covers its codes. */
const filtroCid = zOpcional(
  z
    .string()
    .trim()
    .transform((v) => v.replace('.', '').toUpperCase())
    .refine((v) => /^[A-Z]\d{2}\d?$/.test(v), 'CID inválido'),
);

const comuns = { centroCustoId: filtroId('Farmácia'), materialId: filtroId('Medicamento') };

/** Identity of a report: its slug gives the id (`relatorio-<slug>`), the title and the permission (permissoes.ts). */
const relatorio = (slug: RelatorioFarmacia) => ({
  area,
  relatorio: `relatorio-${slug}`,
  titulo: RELATORIOS_FARMACIA_NOMES[slug],
  permissao: permissaoRelatorioFarmacia(slug),
});

const colData = colunaData('data', 'Data');
const colFarmacia = colunaTexto('farmacia', 'Farmácia', 1.4);
const colPaciente = colunaTexto('paciente', 'Paciente', 2);
const colCns = colunaTexto('cns', 'CNS', 1.1, false);
const colMedicamento = colunaTexto('medicamento', 'Medicamento', 2.4);
const colQuantidade = colunaInteiro('quantidade', 'Qtd.', true, 0.7);
const colSituacao = colunaTexto('situacao', 'Situação', 0.8);
const colCid = colunaTexto('cid', 'CID', 0.7);
const colStatus = colunaTexto('status', 'Situação', 0.9);

export const relatorioFarDispensacaoPaciente = defineRelatorio({
  ...relatorio('dispensacao-paciente'),
  descricao:
    'Os medicamentos entregues a um paciente no período: quantidade, lotes e validades, quem prescreveu e a data da próxima retirada.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, paciente(true), farmacia, medicamento, situacao],
  filtros: filtrosRelatorio(
    { ...comuns, pacienteId: filtroIdObrigatorio('Paciente'), situacao: filtroOpcao('Situação', SITUACAO_DISPENSACAO_RELATORIO) },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colData,
    colFarmacia,
    colMedicamento,
    colQuantidade,
    colunaTexto('lotes', 'Lotes (validade)', 1.8, false),
    colunaTexto('prescritor', 'Prescritor', 1.6),
    colunaData('proximaRetirada', 'Próxima retirada'),
    colSituacao,
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioFarDispensacao = defineRelatorio({
  ...relatorio('dispensacao'),
  descricao: 'Cada medicamento dispensado no período, com o paciente, a receita, quem dispensou e se a dispensação foi estornada.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento, situacao],
  filtros: filtrosRelatorio({ ...comuns, situacao: filtroOpcao('Situação', SITUACAO_DISPENSACAO_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colData,
    colunaInteiro('dispensacao', 'Nº', false, 0.6),
    colFarmacia,
    colPaciente,
    colMedicamento,
    colQuantidade,
    colunaTexto('receita', 'Receita', 1.2),
    colunaTexto('usuario', 'Dispensado por', 1.4),
    colSituacao,
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioFarPacienteAtendido = defineRelatorio({
  ...relatorio('paciente-atendido'),
  descricao: 'Os pacientes que retiraram medicamentos no período (dispensações ativas): quantas vezes, quantos itens e a última retirada.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia],
  filtros: filtrosRelatorio({ centroCustoId: filtroId('Farmácia') }, PERIODO_OBRIGATORIO),
  colunas: [
    colPaciente,
    colCns,
    colunaInteiro('dispensacoes', 'Dispensações'),
    colunaInteiro('itens', 'Itens', true, 0.7),
    colQuantidade,
    colunaData('ultimaDispensacao', 'Última retirada'),
  ],
  ordenacaoPadrao: { coluna: 'paciente', dir: 'asc' },
});

export const relatorioFarMovimentacaoPsicotropico = defineRelatorio({
  ...relatorio('movimentacao-psicotropico'),
  descricao:
    'Por farmácia e substância controlada (Portaria 344/98): saldo anterior ao período, entradas, saídas, perdas (baixas), ajustes de inventário e saldo final, do razão de estoque.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento, campoSelecao('lista', 'Lista', LISTA_CONTROLE_RELATORIO)],
  filtros: filtrosRelatorio({ ...comuns, lista: filtroOpcao('Lista', LISTA_CONTROLE_RELATORIO) }, PERIODO_OBRIGATORIO),
  colunas: [
    colFarmacia,
    colunaTexto('lista', 'Lista', 0.5),
    colMedicamento,
    colunaInteiro('saldoAnterior', 'Saldo anterior', false),
    colunaInteiro('entradas', 'Entradas'),
    colunaInteiro('saidas', 'Saídas'),
    colunaInteiro('perdas', 'Perdas'),
    colunaInteiro('ajustes', 'Ajustes'),
    colunaInteiro('saldoFinal', 'Saldo final', false),
  ],
  ordenacaoPadrao: { coluna: 'medicamento', dir: 'asc' },
  agruparPor: 'farmacia',
  orientacao: 'paisagem',
});

export const relatorioFarQuantitativoDispensacao = defineRelatorio({
  ...relatorio('quantitativo-dispensacao'),
  descricao:
    'Por medicamento: quanto foi dispensado no período (dispensações ativas), a quantos pacientes, em quantas dispensações e o custo.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento],
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colMedicamento,
    colunaInteiro('quantidade', 'Quantidade'),
    colunaInteiro('pacientes', 'Pacientes', false),
    colunaInteiro('dispensacoes', 'Dispensações'),
    colunaMoeda('custo', 'Custo', true),
  ],
  ordenacaoPadrao: { coluna: 'medicamento', dir: 'asc' },
});

export const relatorioFarEstornoDispensacao = defineRelatorio({
  ...relatorio('estorno-dispensacao'),
  descricao: 'Dispensações estornadas no período (pela data do estorno): o que voltou ao estoque, o motivo e quem estornou.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento],
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    { chave: 'estornadoEm', titulo: 'Estorno', tipo: 'dataHora', largura: 1.2, ordenavel: true },
    colunaData('data', 'Dispensação'),
    colFarmacia,
    colPaciente,
    colMedicamento,
    colQuantidade,
    colunaTexto('motivo', 'Motivo', 2, false),
    colunaTexto('usuario', 'Estornado por', 1.4),
  ],
  ordenacaoPadrao: { coluna: 'estornadoEm', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioFarAtendimentoDiario = defineRelatorio({
  ...relatorio('atendimento-diario'),
  descricao: 'Por dia com dispensações ativas: quantas dispensações, quantos pacientes distintos, quantos itens e a quantidade entregue.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia],
  filtros: filtrosRelatorio({ centroCustoId: filtroId('Farmácia') }, PERIODO_OBRIGATORIO),
  colunas: [
    colData,
    colunaTexto('diaSemana', 'Dia da semana', 1, false),
    colunaInteiro('dispensacoes', 'Dispensações'),
    colunaInteiro('pacientes', 'Pacientes'),
    colunaInteiro('itens', 'Itens'),
    colunaInteiro('quantidade', 'Quantidade'),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
});

const colCompetencia = colunaTexto('competencia', 'Competência', 0.8);
const colProcesso = colunaInteiro('processo', 'Processo', false, 0.7);

export const relatorioFarAltoCustoRetiradaPendente = defineRelatorio({
  ...relatorio('alto-custo-retirada-pendente'),
  descricao:
    'Processos autorizados e vigentes com retirada pendente nas competências do período até o mês corrente: quanto foi autorizado, quanto foi retirado e o que falta, com o telefone do paciente.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento],
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colCompetencia,
    colPaciente,
    colunaTexto('telefones', 'Telefones', 1.3, false),
    colMedicamento,
    colCid,
    colProcesso,
    colunaInteiro('autorizada', 'Autorizada', true, 0.8),
    colunaInteiro('dispensada', 'Retirada', true, 0.8),
    colunaInteiro('pendente', 'Pendente', true, 0.8),
  ],
  ordenacaoPadrao: { coluna: 'competencia', dir: 'asc' },
  agruparPor: 'competencia',
  orientacao: 'paisagem',
});

/** The process reports take the processes requested in the period or whose validity reaches it. */
const filtrosProcesso = { ...comuns, cid: filtroCid, status: filtroOpcao('Situação do processo', STATUS_ALTO_CUSTO_NOME) };

export const relatorioFarAltoCustoProcesso = defineRelatorio({
  ...relatorio('alto-custo-processo'),
  descricao: 'Os processos do CEAF (LME) solicitados no período ou com validade que o alcança, com a situação e o total autorizado.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento, cid, status],
  filtros: filtrosRelatorio(filtrosProcesso, PERIODO_OBRIGATORIO),
  colunas: [
    colProcesso,
    colunaTexto('lme', 'LME', 0.9),
    colunaData('dataSolicitacao', 'Solicitação'),
    colPaciente,
    colMedicamento,
    colCid,
    colunaTexto('medico', 'Médico', 1.5),
    colunaData('validadeInicio', 'Validade de'),
    colunaData('validadeFim', 'Validade até'),
    colunaInteiro('autorizada', 'Qtd. (3 meses)', true, 0.8),
    colStatus,
  ],
  ordenacaoPadrao: { coluna: 'dataSolicitacao', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioFarAltoCustoDispensacao = defineRelatorio({
  ...relatorio('alto-custo-dispensacao'),
  descricao: 'As retiradas mensais de medicamentos de alto custo (CEAF) no período, dispensações ativas, com o processo e a competência.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento, cid],
  filtros: filtrosRelatorio({ ...comuns, cid: filtroCid }, PERIODO_OBRIGATORIO),
  colunas: [
    colData,
    colFarmacia,
    colPaciente,
    colMedicamento,
    colCid,
    colProcesso,
    colunaTexto('lme', 'LME', 0.9),
    colQuantidade,
    colunaMoeda('custo', 'Custo', true),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioFarAltoCustoProcessoPaciente = defineRelatorio({
  ...relatorio('alto-custo-processo-paciente'),
  descricao:
    'Os processos do CEAF de cada paciente (solicitados no período ou com validade que o alcança): situação, validade, quanto foi autorizado e retirado, e a última retirada.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, paciente(), farmacia, medicamento, cid, status],
  filtros: filtrosRelatorio({ ...filtrosProcesso, pacienteId: filtroId('Paciente') }, PERIODO_OBRIGATORIO),
  colunas: [
    colPaciente,
    colProcesso,
    colMedicamento,
    colCid,
    colunaData('validadeInicio', 'Validade de'),
    colunaData('validadeFim', 'Validade até'),
    colStatus,
    colunaInteiro('autorizada', 'Autorizada', true, 0.8),
    colunaInteiro('dispensada', 'Retirada', true, 0.8),
    colunaData('ultimaRetirada', 'Última retirada'),
  ],
  ordenacaoPadrao: { coluna: 'validadeInicio', dir: 'asc' },
  agruparPor: 'paciente',
  orientacao: 'paisagem',
});

const porStatus: ColunaRelatorio[] = Object.entries(STATUS_ALTO_CUSTO_NOME).map(([codigo, nome]) =>
  colunaInteiro(`status${codigo}`, nome, true, 0.8),
);

export const relatorioFarAltoCustoEstatisticoCid = defineRelatorio({
  ...relatorio('alto-custo-estatistico-cid'),
  descricao:
    'Por CID: processos do CEAF solicitados no período ou com validade que o alcança, pacientes distintos e os processos em cada situação.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, farmacia, medicamento],
  filtros: filtrosRelatorio(comuns, PERIODO_OBRIGATORIO),
  colunas: [
    colCid,
    colunaTexto('descricao', 'Descrição', 2.4),
    colunaInteiro('processos', 'Processos', true, 0.8),
    colunaInteiro('pacientes', 'Pacientes', false, 0.8),
    ...porStatus,
  ],
  ordenacaoPadrao: { coluna: 'cid', dir: 'asc' },
  orientacao: 'paisagem',
});

/** Every report of the pharmacy, in the order of RELATORIOS_FARMACIA_NOMES (the menu's). */
export const RELATORIOS_FARMACIA = [
  relatorioFarDispensacaoPaciente,
  relatorioFarDispensacao,
  relatorioFarPacienteAtendido,
  relatorioFarMovimentacaoPsicotropico,
  relatorioFarQuantitativoDispensacao,
  relatorioFarEstornoDispensacao,
  relatorioFarAltoCustoRetiradaPendente,
  relatorioFarAltoCustoProcesso,
  relatorioFarAtendimentoDiario,
  relatorioFarAltoCustoDispensacao,
  relatorioFarAltoCustoProcessoPaciente,
  relatorioFarAltoCustoEstatisticoCid,
] as const;
