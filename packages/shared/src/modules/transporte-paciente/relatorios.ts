import { z } from 'zod';
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
  filtroOpcao,
  filtroOpcaoNumerica,
  filtrosRelatorio,
  PERIODO_OBRIGATORIO,
  type RelatorioDef,
} from '../../relatorio.js';
import { zOpcional } from '../../validation/zod-fields.js';
import { NOME_SITUACAO_AGENDAMENTO_TRANSPORTE, NOME_SITUACAO_VIAGEM } from './opcoes.js';
import { permissaoRelatorioTransporte, RELATORIOS_TRANSPORTE_NOMES, type RelatorioTransporte } from './permissoes.js';

/**
 * The nine reports of patient transport (spec 000 §2.3 transporte-paciente, 001 §7, issue 23): one declaration each,
 * read by the server (one SQL query in apps/api …/transporte-paciente/relatorios) and by the web page. Every report is
 * dated by the day of the trip (the booking's `data`, the trip's `data`). A passenger is a patient placed in a trip who
 * did not miss it (situação "em viagem montada" or "embarcou": on a closed trip, who boarded); a companion counts when
 * their patient travelled and they were not marked absent.
 */
const area = 'transporte-paciente';

export const URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE = {
  destino: '/api/transporte-paciente/relatorio/destino/autocomplete',
  municipio: '/api/transporte-paciente/relatorio/municipio/autocomplete',
  veiculo: '/api/transporte-paciente/relatorio/veiculo/autocomplete',
  motorista: '/api/transporte-paciente/relatorio/motorista/autocomplete',
  motivo: '/api/transporte-paciente/relatorio/motivo/autocomplete',
  agendador: '/api/transporte-paciente/relatorio/agendador/autocomplete',
  paciente: '/api/transporte-paciente/relatorio/paciente/autocomplete',
  horario: '/api/transporte-paciente/relatorio/horario/autocomplete',
  status: '/api/transporte-paciente/relatorio/status/autocomplete',
  viagem: '/api/transporte-paciente/relatorio/viagem/autocomplete',
} as const;

/**
 * The departure-time filter travels as minutes since midnight (the report lookups answer `{ id, label }` with a
 * numeric id): 05:30 is 330. `minutosDoHorario('05:30:00')` gives it, `horarioDosMinutos(330)` reads it back.
 */
export const minutosDoHorario = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
export const horarioDosMinutos = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export const SITUACAO_VIAGEM_RELATORIO: Record<number, string> = NOME_SITUACAO_VIAGEM;
export const SITUACAO_AGENDAMENTO_RELATORIO: Record<number, string> = NOME_SITUACAO_AGENDAMENTO_TRANSPORTE;

/** The fields the quantitative report groups by (the user picks one or two). */
export const CAMPOS_QUANTITATIVO_TRANSPORTE: Record<string, string> = {
  destino: 'Destino',
  municipio: 'Cidade de destino',
  motivo: 'Motivo da viagem',
  tipo: 'Tipo de passageiro',
  unidade: 'Unidade que agendou',
  grupo: 'Grupo',
  ponto: 'Ponto de embarque',
  agendador: 'Agendador',
  situacao: 'Situação do agendamento',
  mes: 'Mês',
};

const destino = campoAutocomplete('destino_id', 'Destino', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.destino);
const municipio = campoAutocomplete('municipio_id', 'Cidade de destino', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.municipio);
const veiculo = campoAutocomplete('veiculo_id', 'Veículo', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.veiculo);
const motorista = campoAutocomplete('condutor_id', 'Motorista', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.motorista);
const motivo = campoAutocomplete('motivo_id', 'Motivo da viagem', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.motivo);
const agendador = campoAutocomplete('agendador_id', 'Agendador', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.agendador);
const paciente = campoAutocomplete('paciente_id', 'Paciente', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.paciente);
const situacaoViagem = campoSelecao('situacao', 'Situação da viagem', SITUACAO_VIAGEM_RELATORIO);
const horario = campoAutocomplete('horario', 'Horário de saída', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.horario);
const viagem = campoAutocomplete('viagem_id', 'Viagem', URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE.viagem);

const fDestino = { destinoId: filtroId('Destino') };
const fViagem = {
  ...fDestino,
  veiculoId: filtroId('Veículo'),
  condutorId: filtroId('Motorista'),
  situacao: filtroOpcaoNumerica('Situação da viagem', SITUACAO_VIAGEM_RELATORIO),
  horario: zOpcional(
    z.coerce
      .number({ error: 'Horário de saída é inválido' })
      .int('Horário de saída é inválido')
      .min(0, 'Horário de saída é inválido')
      .max(1439, 'Horário de saída é inválido'),
  ),
  viagemId: filtroId('Viagem'),
};

const relatorio = (slug: RelatorioTransporte) => ({
  area,
  relatorio: slug,
  titulo: RELATORIOS_TRANSPORTE_NOMES[slug],
  permissao: permissaoRelatorioTransporte(slug),
});

/** A percentage with decimals (not summed). */
const colunaPercentual = (chave: string, titulo: string): ColunaRelatorio => ({
  chave,
  titulo,
  tipo: 'decimal',
  largura: 0.9,
  ordenavel: true,
});
const colPacientes = colunaInteiro('pacientes', 'Pacientes', true, 0.8);
const colAcompanhantes = colunaInteiro('acompanhantes', 'Acompanhantes', true, 1);
const colFaltas = colunaInteiro('faltas', 'Faltas', true, 0.7);
const colViagens = colunaInteiro('viagens', 'Viagens', true, 0.7);
const colKm = colunaInteiro('km', 'Km rodados', true, 0.8);

export const relatorioTpAgendador = defineRelatorio({
  ...relatorio('relatorio-agendador'),
  descricao:
    'Agendamentos com viagem no período, por quem agendou: total, cancelados, pacientes e acompanhantes dos não cancelados, e faltas.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, agendador, destino],
  filtros: filtrosRelatorio({ agendadorId: filtroId('Agendador'), ...fDestino }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('agendador', 'Agendador', 2.2),
    colunaInteiro('agendamentos', 'Agendamentos', true, 1),
    colunaInteiro('cancelados', 'Cancelados', true, 0.8),
    colPacientes,
    colAcompanhantes,
    colFaltas,
  ],
  ordenacaoPadrao: { coluna: 'agendador', dir: 'asc' },
});

export const relatorioTpViagem = defineRelatorio({
  ...relatorio('relatorio-viagem'),
  descricao:
    'As viagens do período (exceto canceladas, salvo se filtradas) com seus passageiros, um por linha: quem embarcou, quem faltou e os acompanhantes de cada um.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, destino, veiculo, motorista, horario, viagem, paciente, situacaoViagem],
  filtros: filtrosRelatorio({ ...fViagem, pacienteId: filtroId('Paciente') }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('viagem', 'Viagem', 2.6),
    colunaTexto('paciente', 'Paciente', 2),
    colunaTexto('cns', 'CNS', 1.1),
    colunaTexto('ponto', 'Embarque', 1.3),
    colunaTexto('situacao', 'Situação', 1),
    colunaTexto('acompanhantesNomes', 'Acompanhantes', 2.2, false),
    colunaInteiro('embarcou', 'Embarcou', true, 0.7),
    colunaInteiro('faltou', 'Faltou', true, 0.6),
    colunaInteiro('acompanhantes', 'Acomp. embarcados', true, 0.8),
  ],
  ordenacaoPadrao: { coluna: 'viagem', dir: 'asc' },
  agruparPor: 'viagem',
  orientacao: 'paisagem',
});

export const relatorioTpEstatistico = defineRelatorio({
  ...relatorio('relatorio-estatistico'),
  descricao:
    'Por cidade de destino e motivo: agendamentos (não cancelados), pacientes e acompanhantes que viajaram, faltas e a ocupação — lugares usados ÷ lugares oferecidos pelas viagens (não canceladas) à cidade no período; cada motivo mostra a sua parte.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, municipio, motivo],
  filtros: filtrosRelatorio({ municipioId: filtroId('Cidade de destino'), motivoId: filtroId('Motivo da viagem') }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('municipio', 'Cidade de destino', 1.6),
    colunaTexto('motivo', 'Motivo', 2),
    colunaInteiro('agendamentos', 'Agendamentos', true, 1),
    colPacientes,
    colAcompanhantes,
    colFaltas,
    colunaPercentual('ocupacao', 'Ocupação (%)'),
  ],
  ordenacaoPadrao: { coluna: 'municipio', dir: 'asc' },
  agruparPor: 'municipio',
  orientacao: 'paisagem',
});

const opcaoCampo = (rotulo: string) => filtroOpcao(rotulo, CAMPOS_QUANTITATIVO_TRANSPORTE);

export const relatorioTpQuantitativo = defineRelatorio({
  ...relatorio('relatorio-quantitativo'),
  descricao:
    'Agendamentos do período contados pelos campos escolhidos (até dois; sem escolha, por destino): agendamentos não cancelados, pacientes e acompanhantes que viajaram, faltas e cancelados.',
  campos: [
    CAMPO_PERIODO_OBRIGATORIO,
    campoSelecao('campo1', 'Agrupar por', CAMPOS_QUANTITATIVO_TRANSPORTE),
    campoSelecao('campo2', 'Depois por', CAMPOS_QUANTITATIVO_TRANSPORTE),
    destino,
    motivo,
  ],
  filtros: filtrosRelatorio(
    { campo1: opcaoCampo('Agrupar por'), campo2: opcaoCampo('Depois por'), ...fDestino, motivoId: filtroId('Motivo da viagem') },
    PERIODO_OBRIGATORIO,
  ),
  colunas: [
    colunaTexto('grupo', 'Agrupamento', 2),
    colunaTexto('subgrupo', 'Subagrupamento', 2),
    colunaInteiro('agendamentos', 'Agendamentos', true, 1),
    colPacientes,
    colAcompanhantes,
    colFaltas,
    colunaInteiro('cancelados', 'Cancelados', true, 0.8),
  ],
  ordenacaoPadrao: { coluna: 'grupo', dir: 'asc' },
  agruparPor: 'grupo',
  orientacao: 'paisagem',
});

export const relatorioTpViagemVeiculo = defineRelatorio({
  ...relatorio('relatorio-viagem-veiculo'),
  descricao:
    'Por veículo: viagens do período (exceto canceladas), km rodados (viagens fechadas), pacientes e acompanhantes transportados e a ocupação dos lugares oferecidos.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, veiculo, destino],
  filtros: filtrosRelatorio({ veiculoId: filtroId('Veículo'), ...fDestino }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('veiculo', 'Veículo', 2.2),
    colunaTexto('tipo', 'Tipo', 1),
    colViagens,
    colunaInteiro('fechadas', 'Fechadas', true, 0.7),
    colKm,
    colPacientes,
    colAcompanhantes,
    colunaPercentual('ocupacao', 'Ocupação (%)'),
  ],
  ordenacaoPadrao: { coluna: 'veiculo', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioTpViagemMotorista = defineRelatorio({
  ...relatorio('relatorio-viagem-motorista'),
  descricao:
    'Por motorista: viagens do período (exceto canceladas), km rodados (viagens fechadas), pacientes e acompanhantes transportados.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, motorista, destino],
  filtros: filtrosRelatorio({ condutorId: filtroId('Motorista'), ...fDestino }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('motorista', 'Motorista', 2.2),
    colViagens,
    colunaInteiro('fechadas', 'Fechadas', true, 0.7),
    colKm,
    colPacientes,
    colAcompanhantes,
  ],
  ordenacaoPadrao: { coluna: 'motorista', dir: 'asc' },
});

export const relatorioTpViagemGeral = defineRelatorio({
  ...relatorio('relatorio-viagem-geral'),
  descricao:
    'Todas as viagens do período (exceto canceladas, salvo se filtradas), uma por linha: passageiros, faltas, km e custos registrados no fechamento.',
  campos: [CAMPO_PERIODO_OBRIGATORIO, destino, veiculo, motorista, horario, viagem, situacaoViagem],
  filtros: filtrosRelatorio(fViagem, PERIODO_OBRIGATORIO),
  colunas: [
    colunaData('data', 'Data'),
    colunaTexto('numero', 'Viagem', 0.9),
    colunaTexto('horario', 'Saída', 0.6),
    colunaTexto('destino', 'Destino', 1.5),
    colunaTexto('veiculo', 'Veículo', 1.5),
    colunaTexto('motorista', 'Motorista', 1.6),
    colunaTexto('situacao', 'Situação', 0.8),
    colPacientes,
    colAcompanhantes,
    colFaltas,
    colKm,
    colunaMoeda('custo', 'Custo (R$)', true),
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
  orientacao: 'paisagem',
});

export const relatorioTpViagemData = defineRelatorio({
  ...relatorio('relatorio-viagem-data'),
  descricao:
    'Por dia do período: viagens (exceto canceladas), veículos usados, pacientes, acompanhantes, faltas e km rodados (viagens fechadas).',
  campos: [CAMPO_PERIODO_OBRIGATORIO, destino],
  filtros: filtrosRelatorio(fDestino, PERIODO_OBRIGATORIO),
  colunas: [
    colunaData('data', 'Data'),
    colViagens,
    colunaInteiro('veiculos', 'Veículos', false, 0.7),
    colPacientes,
    colAcompanhantes,
    colFaltas,
    colKm,
  ],
  ordenacaoPadrao: { coluna: 'data', dir: 'asc' },
});

/** The prestação de contas counts closed trips only: an open trip has no km nor costs yet. */
export const AVISO_PRESTACAO_CONTA_TRANSPORTE = 'Somente viagens fechadas (com quilometragem e custos registrados no fechamento).';

export const relatorioTpPrestacaoConta = defineRelatorio({
  ...relatorio('relatorio-prestacao-conta'),
  descricao: `A prestação de contas do período: viagens, passageiros, km, combustível, pedágios, outras despesas, custo total, custo por passageiro e os procedimentos de TFD (SIGTAP do motivo de cada paciente que viajou: quantidade × valor). ${AVISO_PRESTACAO_CONTA_TRANSPORTE}`,
  campos: [CAMPO_PERIODO_OBRIGATORIO, destino, veiculo],
  filtros: filtrosRelatorio({ ...fDestino, veiculoId: filtroId('Veículo') }, PERIODO_OBRIGATORIO),
  colunas: [
    colunaTexto('secao', 'Seção', 1.6, false),
    colunaTexto('item', 'Item', 0.5, true),
    colunaTexto('descricao', 'Descrição', 3.4, false),
    { chave: 'quantidade', titulo: 'Quantidade', tipo: 'decimal', largura: 0.9 },
    { ...colunaMoeda('valorUnitario', 'Valor unitário (R$)'), ordenavel: false },
    { ...colunaMoeda('valor', 'Valor (R$)'), ordenavel: false },
  ],
  ordenacaoPadrao: { coluna: 'item', dir: 'asc' },
  agruparPor: 'secao',
});

/** Every transport report, in the order of RELATORIOS_TRANSPORTE_NOMES (the menu's). */
export const RELATORIOS_TRANSPORTE: readonly RelatorioDef[] = [
  relatorioTpAgendador,
  relatorioTpViagem,
  relatorioTpEstatistico,
  relatorioTpQuantitativo,
  relatorioTpViagemVeiculo,
  relatorioTpViagemMotorista,
  relatorioTpViagemGeral,
  relatorioTpViagemData,
  relatorioTpPrestacaoConta,
] as RelatorioDef[];
