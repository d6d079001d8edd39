import { somarDias } from '../../agenda.js';
import { idadeEmAnosMesesDias } from '../../idade.js';
import { receitaExigida, siglaDaLista, TipoReceita, validadeAntimicrobianoDias } from '../../receita.js';
import { formatDataBr } from '../../validation/datas.js';

/**
 * The pharmacy's dispensing rules that need no database (spec 000 §2.3 farmacia/dispensacao, issue 19, decision
 * 0016): where a prescription comes from, how long it is valid, the most a prescription of a controlled medicine
 * may hold, the next pickup and the early repeat, read the same way by the server (which enforces them) and the
 * screen (which shows them before saving).
 */

/** Where a dispensed prescription comes from: written in the product (a registered source), typed in, or a CEAF process. */
export const ORIGEM_RECEITA = {
  PRONTO_ATENDIMENTO: 'pronto-atendimento',
  AMBULATORIO: 'ambulatorio',
  EXTERNA: 'externa',
  ALTO_CUSTO: 'alto-custo',
} as const;
export type OrigemReceita = (typeof ORIGEM_RECEITA)[keyof typeof ORIGEM_RECEITA];
export const ORIGENS_RECEITA = Object.values(ORIGEM_RECEITA) as [OrigemReceita, ...OrigemReceita[]];
export const ORIGEM_RECEITA_NOME: Record<string, string> = {
  [ORIGEM_RECEITA.PRONTO_ATENDIMENTO]: 'Pronto atendimento',
  [ORIGEM_RECEITA.AMBULATORIO]: 'Ambulatório',
  [ORIGEM_RECEITA.EXTERNA]: 'Receita externa',
  [ORIGEM_RECEITA.ALTO_CUSTO]: 'Alto custo (CEAF)',
};

/** "com a notificação de receita B (azul)": the form a controlled medicine must come on, as a sentence names it. */
const COM_A_RECEITA: Record<number, string> = {
  [TipoReceita.COMUM]: 'com receita comum',
  [TipoReceita.ESPECIAL]: 'com a receita de controle especial (duas vias)',
  [TipoReceita.AZUL]: 'com a notificação de receita B (azul)',
  [TipoReceita.AMARELA]: 'com a notificação de receita A (amarela)',
};

/** Thalidomide's list (C3): its own validity and indications (RDC Anvisa 11/2011). */
export const SIGLA_TALIDOMIDA = 'C3';
/** Validity from issue: a thalidomide prescription 20 days (RDC 11/2011), the other controlled ones 30 (Portaria 344/98). */
export const VALIDADE_TALIDOMIDA_DIAS = 20;
export const VALIDADE_CONTROLADA_DIAS = 30;

/**
 * Days of treatment a prescription of a controlled medicine may hold (Portaria SVS/MS 344/98; the rule this system
 * enforces, per the medicine's list):
 * - A1, A2, A3 (Notificação de Receita A): 30 days (art. 43);
 * - B1 (Notificação de Receita B): 60 days (art. 46); B2 (anorexigens): 30 days (RDC 58/2007, which amended art. 46);
 * - C1 and C5 (Receita de Controle Especial): 60 days (art. 61); C2 (systemic retinoids, their own notification): 30 days;
 * - C3 (thalidomide): 30 days (RDC 11/2011);
 * - C4 (antiretrovirals, dispensed by the STD/AIDS programme): no limit here.
 * The 5-ampoule limit of the same articles and the 180 days allowed for anticonvulsants and antiparkinsonians
 * (art. 61 sole paragraph) need what the registry does not say (the form, the indication): the pharmacist judges them.
 */
export const DIAS_MAXIMOS_POR_LISTA: Record<string, number> = {
  A1: 30,
  A2: 30,
  A3: 30,
  B1: 60,
  B2: 30,
  C1: 60,
  C2: 30,
  C3: 30,
  C5: 60,
};

export const diasMaximosDeTratamento = (listaControleId: number | null | undefined): number | null =>
  DIAS_MAXIMOS_POR_LISTA[siglaDaLista(listaControleId) ?? ''] ?? null;

/** Whether the medicine's list makes it a controlled one (any form other than the common one, or proscribed). */
export const ehControlado = (listaControleId: number | null | undefined) => receitaExigida(listaControleId) !== null;

/**
 * How many days a prescription of this medicine stays valid from its issue date. An antimicrobial (RDC 20/2011) is
 * valid for 10 days, or 90 when the prescriber marked it for continuous use.
 */
export function validadeDaReceitaDias(
  listaControleId: number | null | undefined,
  validadeComumDias: number,
  antimicrobiano?: { usoContinuo: boolean } | null,
): number {
  if (siglaDaLista(listaControleId) === SIGLA_TALIDOMIDA) return VALIDADE_TALIDOMIDA_DIAS;
  if (ehControlado(listaControleId)) return VALIDADE_CONTROLADA_DIAS;
  return antimicrobiano ? validadeAntimicrobianoDias(antimicrobiano.usoContinuo) : validadeComumDias;
}

/** The last day a prescription issued on `dataEmissao` may be dispensed (the day of issue counts as day 0). */
export const receitaValidaAte = (dataEmissao: string, dias: number) => somarDias(dataEmissao, dias);

/** The number at the start of a prescribed quantity as written ("30 comprimidos" → 30, "2 frascos" → 2), or null. */
export function quantidadePrescritaNumero(texto: string | null | undefined): number | null {
  const m = /^\s*(\d{1,6})(?![.,]\d)/.exec(texto ?? '');
  return m ? Number(m[1]) : null;
}

const NUMEROS_ESCRITOS: Record<string, number> = { meio: 0.5, meia: 0.5, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4 };
const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The units a day a posology means, when it says so plainly: the dose ("1 comprimido", "2 cápsulas", "meio") times
 * the frequency ("de 8/8 h", "de 12 em 12 horas", "3 vezes ao dia", "2x/dia", "pela manhã", "à noite"). Null when
 * it cannot be read or is "if needed" ("se dor", "se febre"): the pharmacist types it then.
 */
export function unidadesPorDiaDaPosologia(posologia: string | null | undefined): number | null {
  const t = semAcento(posologia ?? '');
  if (!t.trim() || /\bse (dor|febre|necessario|preciso|nausea|crise)|\bs\/n\b|\bsos\b/.test(t)) return null;
  const dose = /^\D*?(\d+(?:[.,]\d+)?)\s*(?:comprimidos?|capsulas?|cp|caps?|dragea?s?|gotas?|unidades?|ampolas?|frascos?|ml|sache)?/.exec(
    t,
  );
  const escrito = /\b(meio|meia|um|uma|dois|duas|tres|quatro)\b/.exec(t);
  const quanto = dose ? Number(dose[1].replace(',', '.')) : escrito ? (NUMEROS_ESCRITOS[escrito[1]] ?? null) : null;
  if (!quanto) return null;
  const horas = /(\d{1,2})\s*\/\s*\1\s*h|de\s+(\d{1,2})\s+em\s+\2\s*h/.exec(t);
  if (horas) {
    const h = Number(horas[1] ?? horas[2]);
    return h > 0 && h <= 24 ? (quanto * 24) / h : null;
  }
  const vezes = /(\d)\s*(?:x|vezes)\s*(?:ao|por|\/)\s*dia/.exec(t);
  if (vezes) return quanto * Number(vezes[1]);
  if (/\b(uma vez ao dia|1 vez ao dia|pela manha|a noite|ao deitar|ao dia|por dia|diariamente|em jejum)\b/.test(t)) return quanto;
  return null;
}

/** Days of treatment a quantity covers: the whole days it lasts at the units a day, else the days typed (null: neither). */
export function diasDeTratamento(
  quantidade: number,
  unidadesPorDia: number | null | undefined,
  dias: number | null | undefined,
): number | null {
  if (unidadesPorDia && unidadesPorDia > 0) return Math.floor(quantidade / unidadesPorDia);
  if (dias && dias > 0) return dias;
  return null;
}

/** Next pickup: the dispensing date plus the days the quantity lasts (decision 0016), or null when unknown. */
export function proximaRetirada(data: string, quantidade: number, unidadesPorDia?: number | null, dias?: number | null): string | null {
  const d = diasDeTratamento(quantidade, unidadesPorDia, dias);
  return d === null ? null : somarDias(data, d);
}

/** From when a repeat is no longer early: the next pickup minus the tolerance of the settings. */
export const liberadaEm = (proxima: string, toleranciaDias: number) => somarDias(proxima, -toleranciaDias);

/** An early repeat: the same medicine before the next pickup minus the tolerance. */
export const retiradaAntecipada = (hoje: string, proxima: string | null | undefined, toleranciaDias: number) =>
  !!proxima && hoje < liberadaEm(proxima, toleranciaDias);

/** A woman of childbearing age by the settings' range (thalidomide's consent term, RDC 11/2011). Sex id 1 is female. */
export function mulherEmIdadeFertil(
  p: { sexoId: number | null; dataNascimento: string | null; idadeEstimada?: number | null },
  hoje: string,
  faixa: { minima: number; maxima: number },
): boolean {
  if (p.sexoId !== 1) return false;
  const anos = idadeEmAnosMesesDias(p.dataNascimento, hoje)?.anos ?? p.idadeEstimada ?? null;
  // an unknown age is treated as fertile: the term is the safe side
  return anos === null || (anos >= faixa.minima && anos <= faixa.maxima);
}

/** Whether an allergy of the record names this medicine (its first word of four letters or more, accents ignored). */
export function alergiaDoMedicamento(alergias: readonly { nome: string }[], medicamento: string): string | null {
  const m = semAcento(medicamento);
  const a = alergias.find((x) => {
    const palavra = semAcento(x.nome)
      .split(/[^a-z]+/)
      .find((p) => p.length >= 4);
    return !!palavra && m.includes(palavra);
  });
  return a?.nome ?? null;
}

const br = (d: string | null | undefined) => (d ? formatDataBr(d) : '—');

export const MENSAGENS_DISPENSACAO_FARMACIA = {
  receitaNaoEncontrada: 'Receita não encontrada para este paciente.',
  itemNaoEncontrado: 'Item não encontrado nesta receita.',
  materialDiferente: (prescrito: string) => `O medicamento escolhido não é o prescrito (${prescrito}).`,
  materialRepetido: 'O mesmo medicamento aparece em mais de um item; some as quantidades numa linha.',
  receitaVencida: (material: string, emissao: string, dias: number) =>
    `Receita vencida para ${material}: emitida em ${br(emissao)}, vale ${dias} dias (até ${br(receitaValidaAte(emissao, dias))}).`,
  antimicrobianoVencido: (material: string, emissao: string, dias: number) =>
    `Receita de antimicrobiano vencida para ${material}: emitida em ${br(emissao)}, vale ${dias} dias (até ${br(receitaValidaAte(emissao, dias))}; RDC 20/2011).`,
  receitaFutura: 'A data de emissão da receita não pode ser futura.',
  proscrito: (material: string, sigla: string) => `${material} é de uso proscrito no Brasil (lista ${sigla}) e não pode ser dispensado.`,
  formularioErrado: (material: string, sigla: string, exigida: number) =>
    `${material} é medicamento controlado (lista ${sigla}) e só pode ser dispensado ${COM_A_RECEITA[exigida] ?? ''}.`,
  semNotificacao: 'Informe o número da notificação de receita (ela fica retida na farmácia).',
  semPosologia: (material: string) => `Informe as unidades por dia ou os dias de tratamento de ${material} (medicamento controlado).`,
  acimaDoMaximo: (material: string, sigla: string, dias: number, maximo: number) =>
    `${material} (lista ${sigla}): a quantidade dá ${dias} dias de tratamento; o máximo por receita é de ${maximo} dias (Portaria SVS/MS 344/98).`,
  receitaRetida: (data: string) => `Esta receita de medicamento controlado já foi retida na dispensação de ${br(data)}.`,
  notificacaoUsada: (numero: string) => `A notificação nº ${numero} já foi retida em outra dispensação.`,
  acimaDoPrescrito: (material: string, restante: number) =>
    `${material}: a quantidade passa do prescrito (${restante === 0 ? 'nada resta a dispensar' : `restam ${restante}`}).`,
  talidomidaCid: (permitidos: readonly string[]) =>
    `Talidomida só pode ser dispensada para as indicações da RDC 11/2011: informe um CID permitido (${permitidos.join(', ')}).`,
  talidomidaTermo:
    'Paciente do sexo feminino em idade fértil: informe o número do termo de responsabilidade/esclarecimento da talidomida (RDC 11/2011).',
  antecipada: (material: string, ultima: string, proxima: string, liberada: string) =>
    `${material}: retirada antecipada. A última retirada foi em ${br(ultima)}, com próxima retirada em ${br(proxima)} (liberada a partir de ${br(liberada)}).`,
  autorizacaoObrigatoria: 'Retirada antecipada: é necessária a autorização de um supervisor da farmácia.',
  autorizacaoInvalida: 'A autorização do supervisor expirou ou não vale para esta dispensação; peça-a novamente.',
  credenciaisInvalidas: 'Usuário ou senha inválidos.',
  naoSupervisor: 'Este usuário não é supervisor da farmácia.',
  lotesSomam: (soma: number, quantidade: number) => `Os lotes escolhidos somam ${soma}; a quantidade é ${quantidade}.`,
  altoCustoNaoAutorizado: 'O processo de alto custo não está autorizado.',
  altoCustoOutraFarmacia: 'Este processo de alto custo é dispensado por outra farmácia.',
  altoCustoSemCompetencia: 'O processo de alto custo não tem quantidade autorizada para este mês.',
  altoCustoSaldo: (autorizada: number, dispensada: number) =>
    `Alto custo: a competência deste mês autoriza ${autorizada} e já foram dispensados ${dispensada} (restam ${Math.max(autorizada - dispensada, 0)}).`,
  umProcesso: 'Uma dispensação atende um único processo de alto custo.',
  filaDeOutroPaciente: 'Esta entrada da fila não é deste paciente nem desta farmácia.',
  filaEncerrada: 'Esta entrada da fila já foi encerrada: o paciente não está mais na fila.',
  jaEstornada: 'Esta dispensação já foi estornada.',
  estornadaSemRecibo: 'Esta dispensação foi estornada: não há comprovante a imprimir.',
  // warnings (not refusals)
  avisoAlergia: (alergia: string, material: string) =>
    `Paciente com alergia registrada a ${alergia}: confira antes de dispensar ${material}.`,
  avisoDuplicada: (material: string, data: string, proxima: string) =>
    `${material} já foi dispensado em ${br(data)} e o tratamento vai até ${br(proxima)} (dispensação ativa).`,
  avisoVenceAntes: (lote: string, validade: string, fim: string) =>
    `O lote ${lote} vence em ${br(validade)}, antes do fim do tratamento (${br(fim)}).`,
} as const;
