import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { zCid, zObrigatorio, zProcedimento } from '../../validation/zod-fields.js';

/**
 * The psychosocial-care RAAS (RAAS-PSI, CAPS; formats README §2): one sheet per patient, unit and competência with
 * the actions performed that month (SIGTAP group 03.01.08 "atendimento/acompanhamento psicossocial"). The codes
 * are the layout's own (record 15 and 16); the export file comes with the billing issue.
 */

/** Record 15, 281-282: where the patient came from (01 demanda espontânea … 06 hospital psiquiátrico). */
export const ORIGEM_RAAS: Record<string, string> = {
  '01': 'Demanda espontânea',
  '02': 'Atenção básica',
  '03': 'Serviço de urgência e emergência',
  '04': 'Outro CAPS',
  '05': 'Hospital geral',
  '06': 'Hospital psiquiátrico',
};

/** Record 15, 296-297: what became of the patient this month. */
export const DESTINO_RAAS: Record<string, string> = {
  '00': 'Permanência',
  '01': 'Transferência para outro CAPS',
  '02': 'Transferência para a atenção básica',
  '03': 'Alta',
  '04': 'Óbito',
};
export const DESTINO_RAAS_PERMANENCIA = '00';

/** Record 15, 188-189: SIA raça/cor. */
export const RACA_COR_RAAS: Record<string, string> = {
  '01': 'Branca',
  '02': 'Preta',
  '03': 'Parda',
  '04': 'Amarela',
  '05': 'Indígena',
  '99': 'Sem informação',
};
/** The record's LEDI RacaCor (1 branca, 2 preta, 3 amarela, 4 parda, 5 indígena) as the SIA code. */
export const RACA_COR_LEDI_PARA_SIA: Record<number, string> = { 1: '01', 2: '02', 3: '04', 4: '03', 5: '05' };

/** The kind of CAPS that covers the patient (RAPS, Portaria GM/MS 3.088/2011). */
export const CAPS_TIPO: Record<string, string> = {
  I: 'CAPS I',
  II: 'CAPS II',
  III: 'CAPS III',
  i: 'CAPS i (infantojuvenil)',
  AD: 'CAPS AD (álcool e drogas)',
  AD3: 'CAPS AD III',
  AD4: 'CAPS AD IV',
};

/** Record 16, 95: the action happened in the CAPS or in the territory. */
export const LOCAL_ACAO_RAAS: Record<string, string> = { C: 'No CAPS', T: 'No território' };

export const SEXO_RAAS: Record<string, string> = { M: 'Masculino', F: 'Feminino' };

/** The SIGTAP group of the psychosocial actions a RAAS-PSI carries (03.01.08). */
export const GRUPO_PROCEDIMENTO_RAAS = '030108';

export const MENSAGENS_RAAS = {
  competenciaInvalida: 'Competência inválida. Use MM/AAAA.',
  competenciaFutura: 'A competência não pode ser posterior ao mês atual.',
  semAcoes: 'Informe ao menos uma ação realizada.',
  dataSaidaObrigatoria: 'Informe a data de saída (transferência, alta ou óbito).',
  dataSaidaAntesInicio: 'A data de saída deve ser igual ou posterior à data de início.',
  inicioDepoisCompetencia: 'A data de início não pode ser posterior ao fim da competência.',
  cnesEsfObrigatorio: 'Informe o CNES da unidade da Estratégia Saúde da Família.',
  cidRepetido: 'O CID secundário não pode repetir o principal nem outro secundário.',
  acaoForaCompetencia: 'A data da ação deve estar dentro da competência.',
  acaoFutura: 'A data da ação não pode ser futura.',
  procedimentoForaGrupo: (codigo: string) =>
    `O procedimento ${codigo} não é uma ação de atenção psicossocial (grupo 03.01.08) e não pode constar na RAAS.`,
  cboIncompativel: (cbo: string, codigo: string) => `O CBO ${cbo} não é compatível com o procedimento ${codigo} no SIGTAP.`,
  quantidadeMaxima: (n: number) => `A quantidade máxima deste procedimento é ${n}.`,
  duplicada: (competencia: string) => `Já existe RAAS deste paciente nesta unidade na competência ${competencia}.`,
  unidadeSemCnes: 'A unidade não tem CNES cadastrado.',
  cidNaoEncontrado: 'CID não encontrado.',
  municipioNaoEncontrado: 'Município não encontrado.',
  salva: 'Registro salvo com sucesso!',
} as const;

/** 'MM/AAAA' (as typed) or 'AAAAMM' (as stored) → 'AAAAMM'. */
export function competenciaRaas(v: string): string | null {
  const t = v.trim();
  const m = /^(\d{2})\/(\d{4})$/.exec(t) ?? /^(\d{4})(\d{2})$/.exec(t);
  if (!m) return null;
  const [ano, mes] = t.includes('/') ? [m[2], m[1]] : [m[1], m[2]];
  return Number(mes) >= 1 && Number(mes) <= 12 ? `${ano}${mes}` : null;
}
export const competenciaBr = (aaaamm: string) => `${aaaamm.slice(4, 6)}/${aaaamm.slice(0, 4)}`;
/** First and last day ('YYYY-MM-DD') of a competência. */
export function diasDaCompetencia(aaaamm: string) {
  const ano = Number(aaaamm.slice(0, 4));
  const mes = Number(aaaamm.slice(4, 6));
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = aaaamm.slice(4, 6);
  return { inicio: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

const codigoDe = (rotulo: string, nomes: Record<string, string>) => zObrigatorio(rotulo).refine((v) => v in nomes, `${rotulo} é inválido`);

export const acaoRaasSchema = z.object({
  procedimentoCodigo: zProcedimento('Procedimento'),
  profissionalId: f.referencia('Profissional'),
  cbo: zObrigatorio('CBO')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[0-9A-Z]{6}$/.test(v), 'O CBO deve ter 6 caracteres.'),
  data: f.data('Data'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 999 }),
  local: codigoDe('Local', LOCAL_ACAO_RAAS),
});

/** POST/PUT ambulatorio/formulario-raas: the sheet and its actions (the server checks CNES, CIDs, SIGTAP, CBO). */
export const raasSchema = z
  .object({
    unidadeId: f.referencia('Unidade'),
    competencia: zObrigatorio('Competência').transform((v, ctx) => {
      const c = competenciaRaas(v);
      if (c) return c;
      ctx.addIssue({ code: 'custom', message: MENSAGENS_RAAS.competenciaInvalida });
      return z.NEVER;
    }),
    pacienteId: f.referencia('Paciente'),
    pacienteCns: f.cns('CNS do paciente'),
    pacienteNome: f.texto('Nome do paciente', { max: 100 }),
    pacienteNascimento: f.data('Data de nascimento', { max: () => hojeIso() }),
    pacienteSexo: codigoDe('Sexo', SEXO_RAAS),
    pacienteRacaCor: codigoDe('Raça/cor', RACA_COR_RAAS),
    pacienteMunicipioId: f.inteiro('Município de residência', { min: 1_000_000, max: 9_999_999 }),
    dataInicio: f.data('Data de início'),
    origem: codigoDe('Origem do paciente', ORIGEM_RAAS),
    capsTipo: codigoDe('Tipo de CAPS', CAPS_TIPO),
    coberturaEsf: f.booleano().default(false),
    cnesEsf: f.textoOpcional('CNES da ESF', { max: 7 }).refine((v) => v === null || /^\d{7}$/.test(v), 'O CNES deve ter 7 dígitos.'),
    cidPrincipal: zCid('CID principal'),
    cidsSecundarios: z.array(zCid('CID secundário')).max(3, 'Informe no máximo 3 CIDs secundários.').default([]),
    cidCausaAssociada: f.opcional(zCid('CID de causa associada')),
    destino: codigoDe('Destino', DESTINO_RAAS),
    dataSaida: f.opcional(f.data('Data de saída', { max: () => hojeIso() })),
    situacaoRua: f.booleano().default(false),
    usoAlcool: f.booleano().default(false),
    usoCrack: f.booleano().default(false),
    usoOutrasDrogas: f.booleano().default(false),
    acoes: z.array(acaoRaasSchema).default([]),
  })
  .superRefine((v, ctx) => {
    const erro = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!v.acoes.length) erro(['acoes'], MENSAGENS_RAAS.semAcoes);
    if (v.coberturaEsf && !v.cnesEsf) erro(['cnesEsf'], MENSAGENS_RAAS.cnesEsfObrigatorio);
    if (v.destino !== DESTINO_RAAS_PERMANENCIA && !v.dataSaida) erro(['dataSaida'], MENSAGENS_RAAS.dataSaidaObrigatoria);
    if (v.dataSaida && v.dataSaida < v.dataInicio) erro(['dataSaida'], MENSAGENS_RAAS.dataSaidaAntesInicio);
    const vistos = new Set([v.cidPrincipal]);
    v.cidsSecundarios.forEach((c, i) => {
      if (vistos.has(c)) erro(['cidsSecundarios', i], MENSAGENS_RAAS.cidRepetido);
      vistos.add(c);
    });
    const hoje = hojeIso();
    if (v.competencia > hoje.slice(0, 7).replace('-', '')) erro(['competencia'], MENSAGENS_RAAS.competenciaFutura);
    const { inicio, fim } = diasDaCompetencia(v.competencia);
    if (v.dataInicio > fim) erro(['dataInicio'], MENSAGENS_RAAS.inicioDepoisCompetencia);
    v.acoes.forEach((a, i) => {
      if (a.data < inicio || a.data > fim) erro(['acoes', i, 'data'], MENSAGENS_RAAS.acaoForaCompetencia);
      else if (a.data > hoje) erro(['acoes', i, 'data'], MENSAGENS_RAAS.acaoFutura);
    });
  });
export type RaasInput = z.input<typeof raasSchema>;
export type Raas = z.output<typeof raasSchema>;
