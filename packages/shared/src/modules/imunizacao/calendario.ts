import { dataBr, maiorData, periodoPorExtenso, somarPeriodo } from './calendario.periodo.js';
import type {
  Calendario,
  Conduta,
  DoseAplicada,
  PacienteVacinal,
  RefDose,
  RegraAplicacao,
  RegraDose,
  VacinaCalendario,
} from './calendario.tipos.js';
import { DOSE_NOME } from './calendario.tipos.js';

/**
 * The calendar's rules (issue 20 "Vaccination"): what is due, the next-dose date and the checks of a new dose,
 * all read from a `Calendario` (CALENDARIO_PNI or a municipality's override), never per vaccine in code.
 * Pure: "today" and the history come from the caller; dates are 'YYYY-MM-DD'.
 */

export * from './calendario.dados.js';
export * from './calendario.periodo.js';
export * from './calendario.tipos.js';

export type SituacaoDose = 'aplicada' | 'em_dia' | 'devida' | 'atrasada' | 'fora_da_faixa';

export interface ItemCalendario extends RefDose {
  nome: string;
  rotulo: string;
  situacao: SituacaoDose;
  aplicadaEm: string | null;
  /** When the dose became (or becomes) due; for a periodic dose already given, when it is due again. */
  devidaEm: string | null;
}

const chave = (r: RefDose) => `${r.sigla}:${r.dose}`;
const rotuloDe = (regra: RegraDose) => regra.rotulo ?? DOSE_NOME[regra.dose];

/** The dose that must come before a rule: explicit, or the previous rule of the vaccine. */
function anteriorDe(vacina: VacinaCalendario, i: number): RefDose | null {
  const regra = vacina.doses[i] as RegraDose;
  if (regra.apos !== undefined) return regra.apos;
  const prev = vacina.doses[i - 1];
  return prev ? { sigla: vacina.sigla, dose: prev.dose } : null;
}

const atendeCondicao = (regra: RegraDose, p: PacienteVacinal) =>
  (!regra.sexo || p.sexo === regra.sexo) && (regra.condicao !== 'gestante' || p.gestante);

/** The history with combined products also counted as the doses they replace (tetraviral = SCR D2 + VZ D1). */
function expandir(cal: Calendario, historico: DoseAplicada[]): Map<string, string> {
  const datas = new Map<string, string>();
  const marcar = (r: RefDose, data: string) => {
    const atual = datas.get(chave(r));
    if (!atual || data < atual) datas.set(chave(r), data);
  };
  for (const h of historico) {
    marcar(h, h.data);
    const vacina = cal.vacinas.find((v) => v.sigla === h.sigla);
    for (const eq of vacina?.equivaleA?.[h.dose] ?? []) marcar(eq, h.data);
  }
  return datas;
}

function ultimaDe(historico: DoseAplicada[], siglas: string[], ate?: string): string | null {
  let ultima: string | null = null;
  for (const h of historico) if (siglas.includes(h.sigla) && (!ate || h.data <= ate) && (!ultima || h.data > ultima)) ultima = h.data;
  return ultima;
}

/** The periodic rule that applies to the patient on a date (first in order), if any. */
function regraPeriodica(vacina: VacinaCalendario, p: PacienteVacinal, data: string): RegraDose | undefined {
  return vacina.doses.find(
    (r) =>
      r.repetirACada &&
      atendeCondicao(r, p) &&
      data >= somarPeriodo(p.nascimento, r.idadeMinima) &&
      (!r.idadeMaxima || data <= somarPeriodo(p.nascimento, r.idadeMaxima)),
  );
}

/** Every dose of the calendar that concerns the patient today, with its state. */
export function situacaoDoCalendario(
  cal: Calendario,
  paciente: PacienteVacinal,
  historico: DoseAplicada[],
  hoje: string,
): ItemCalendario[] {
  const dadas = expandir(cal, historico);
  const seriesIniciadas = new Set(historico.map((d) => d.sigla));
  // applied or projected date of each dose, so a later dose is due its interval after the previous one
  const previstas = new Map<string, string>();
  const itens: ItemCalendario[] = [];
  const classificar = (devidaEm: string, regra: RegraDose): SituacaoDose => {
    if (hoje < devidaEm) return 'em_dia';
    return hoje > somarPeriodo(devidaEm, regra.tolerancia ?? cal.toleranciaPadrao) ? 'atrasada' : 'devida';
  };

  for (const vacina of cal.vacinas) {
    if (vacina.equivaleA) continue; // a combined product is a way to record doses, not a line of the card
    const base = { sigla: vacina.sigla, nome: vacina.nome };
    const periodica = regraPeriodica(vacina, paciente, hoje);
    if (periodica) {
      const ultima = ultimaDe(historico, periodica.contam ?? [vacina.sigla]);
      if (ultima || periodica.inicial) {
        const proxima = ultima ? somarPeriodo(ultima, periodica.repetirACada as string) : null;
        const item = { ...base, dose: periodica.dose, rotulo: rotuloDe(periodica) };
        if (proxima && hoje < proxima) itens.push({ ...item, situacao: 'aplicada', aplicadaEm: ultima, devidaEm: proxima });
        else {
          // never given: due since the age (or, for a condition like pregnancy, since today: its start is unknown)
          const inicio = periodica.condicao ? hoje : somarPeriodo(paciente.nascimento, periodica.idadeRecomendada);
          const devidaEm = maiorData(inicio, proxima);
          itens.push({ ...item, situacao: classificar(devidaEm, periodica), aplicadaEm: ultima, devidaEm });
        }
      }
    }

    vacina.doses.forEach((regra, i) => {
      if (regra.repetirACada || !atendeCondicao(regra, paciente)) return;
      const ref = { sigla: vacina.sigla, dose: regra.dose };
      const item = { ...base, ...ref, rotulo: rotuloDe(regra) };
      const aplicadaEm = dadas.get(chave(ref));
      if (aplicadaEm) {
        previstas.set(chave(ref), aplicadaEm);
        itens.push({ ...item, situacao: 'aplicada', aplicadaEm, devidaEm: null });
        return;
      }
      // not needed once the dose that makes it unnecessary is given — or its series is under way (a child who
      // started the pentavalent is not shown the hepatitis B scheme of age 7; the pentavalent's own doses show)
      if (regra.dispensadaPor?.some((d) => dadas.has(chave(d)) || seriesIniciadas.has(d.sigla))) return;
      const anterior = anteriorDe(vacina, i);
      const anteriorDada = anterior ? dadas.get(chave(anterior)) : undefined;
      if (regra.somenteSeAnteriorAntesDe) {
        const limite = somarPeriodo(paciente.nascimento, regra.somenteSeAnteriorAntesDe);
        if ((anteriorDada ?? hoje) >= limite) return;
      }
      const dataAnterior = anterior ? previstas.get(chave(anterior)) : undefined;
      const intervalo = regra.intervaloUsual ?? regra.intervaloMinimo;
      const devidaEm = maiorData(
        somarPeriodo(paciente.nascimento, regra.idadeRecomendada),
        dataAnterior && intervalo ? somarPeriodo(dataAnterior, intervalo) : dataAnterior,
      );
      previstas.set(chave(ref), devidaEm);
      const foraDaFaixa = regra.idadeMaxima && hoje > somarPeriodo(paciente.nascimento, regra.idadeMaxima);
      itens.push({
        ...item,
        situacao: foraDaFaixa ? 'fora_da_faixa' : classificar(devidaEm, regra),
        aplicadaEm: null,
        devidaEm,
      });
    });
  }
  return itens;
}

export interface ProximaDose extends RefDose {
  nome: string;
  rotulo: string;
  data: string;
}

/**
 * Aprazamento: the dose that follows one just given and its date (the usual interval, not before the
 * recommended age); null when the scheme ends there or the date would pass the dose's maximum age.
 */
export function proximaDose(
  cal: Calendario,
  paciente: PacienteVacinal,
  historico: DoseAplicada[],
  aplicada: DoseAplicada,
): ProximaDose | null {
  const vacina = cal.vacinas.find((v) => v.sigla === aplicada.sigla);
  if (!vacina) return null;
  const equivalentes = vacina.equivaleA?.[aplicada.dose];
  if (equivalentes) {
    for (const eq of equivalentes) {
      const prox = proximaDose(cal, paciente, historico, { ...eq, data: aplicada.data });
      if (prox) return prox;
    }
    return null;
  }
  const dentroDaFaixa = (regra: RegraDose, data: string) =>
    !regra.idadeMaxima || data <= somarPeriodo(paciente.nascimento, regra.idadeMaxima);

  if (aplicada.dose === 'DP') {
    const regra = regraPeriodica(vacina, paciente, aplicada.data);
    if (!regra) return null;
    const data = somarPeriodo(aplicada.data, regra.repetirACada as string);
    return dentroDaFaixa(regra, data) ? { sigla: vacina.sigla, dose: 'DP', nome: vacina.nome, rotulo: rotuloDe(regra), data } : null;
  }

  const dadas = expandir(cal, [...historico, aplicada]);
  for (const v of cal.vacinas) {
    if (v.equivaleA) continue;
    for (const [i, regra] of v.doses.entries()) {
      const anterior = anteriorDe(v, i);
      if (!anterior || anterior.sigla !== aplicada.sigla || anterior.dose !== aplicada.dose) continue;
      if (regra.repetirACada || !atendeCondicao(regra, paciente) || dadas.has(chave({ sigla: v.sigla, dose: regra.dose }))) continue;
      if (regra.somenteSeAnteriorAntesDe && aplicada.data >= somarPeriodo(paciente.nascimento, regra.somenteSeAnteriorAntesDe)) continue;
      const intervalo = regra.intervaloUsual ?? regra.intervaloMinimo;
      const data = maiorData(
        intervalo ? somarPeriodo(aplicada.data, intervalo) : aplicada.data,
        somarPeriodo(paciente.nascimento, regra.idadeRecomendada),
      );
      if (dentroDaFaixa(regra, data)) return { sigla: v.sigla, dose: regra.dose, nome: v.nome, rotulo: rotuloDe(regra), data };
    }
  }
  return null;
}

export interface ProblemaAplicacao {
  regra: RegraAplicacao;
  conduta: Conduta;
  mensagem: string;
}

export interface ValidacaoAplicacao {
  situacao: 'permitida' | 'exige_justificativa' | 'recusada';
  problemas: ProblemaAplicacao[];
}

/**
 * The checks of a new dose (issue 20: "a dose given too early, a duplicate dose or a vaccine outside its age
 * range is refused or needs a reason, per the calendar's rules"): the calendar says which conduct each breach
 * takes; every breach is listed with its pt-BR message.
 */
export function validarAplicacao(
  cal: Calendario,
  paciente: PacienteVacinal,
  historico: DoseAplicada[],
  nova: DoseAplicada,
  hoje: string,
): ValidacaoAplicacao {
  const problemas: ProblemaAplicacao[] = [];
  const vacina = cal.vacinas.find((v) => v.sigla === nova.sigla);
  const conduta = (regra: RegraAplicacao) => vacina?.condutas?.[regra] ?? cal.condutas[regra];
  const problema = (regra: RegraAplicacao, mensagem: string) => problemas.push({ regra, conduta: conduta(regra), mensagem });
  const resultado = (): ValidacaoAplicacao => ({
    situacao: problemas.some((p) => p.conduta === 'recusar') ? 'recusada' : problemas.length ? 'exige_justificativa' : 'permitida',
    problemas,
  });

  const indice = vacina?.doses.findIndex((r) => r.dose === nova.dose) ?? -1;
  if (!vacina || indice < 0) {
    problema(
      'dose_desconhecida',
      vacina
        ? `A vacina ${vacina.nome} não tem a dose "${nova.dose}" no calendário.`
        : `A vacina "${nova.sigla}" não está no calendário de vacinação.`,
    );
    return resultado();
  }
  if (nova.data > hoje) problema('data_futura', 'A data da aplicação não pode ser posterior a hoje.');

  const periodica = nova.dose === 'DP';
  const regras = vacina.doses.filter((r) => r.dose === nova.dose);
  const noDia = (r: RegraDose) =>
    nova.data >= somarPeriodo(paciente.nascimento, r.idadeMinima) &&
    (!r.idadeMaxima || nova.data <= somarPeriodo(paciente.nascimento, r.idadeMaxima));
  // a periodic dose has one rule per group (children, elderly, pregnant): the one the patient fits, if any
  const regra =
    (periodica ? regras.find((r) => atendeCondicao(r, paciente) && noDia(r)) : undefined) ??
    regras.find((r) => atendeCondicao(r, paciente)) ??
    (regras[0] as RegraDose);
  const nomeDose = `${rotuloDe(regra)} de ${vacina.nome}`;
  const dadas = expandir(cal, historico);

  // duplicate: the same dose (or a dose it counts as) already given; a periodic dose only on the same day
  const alvos = [{ sigla: vacina.sigla, dose: nova.dose }, ...(vacina.equivaleA?.[nova.dose] ?? [])];
  for (const alvo of alvos) {
    const ja = periodica
      ? historico.find((h) => h.sigla === alvo.sigla && h.dose === alvo.dose && h.data === nova.data)?.data
      : dadas.get(chave(alvo));
    if (ja) {
      const nomeAlvo = alvo.sigla === vacina.sigla ? nomeDose : `${DOSE_NOME[alvo.dose]} de ${nomeDaVacina(cal, alvo.sigla)}`;
      problema('dose_duplicada', `A ${nomeAlvo} já foi aplicada em ${dataBr(ja)}.`);
    }
  }

  if (regra.sexo && paciente.sexo !== regra.sexo)
    problema('condicao', `A ${nomeDose} é indicada só para o sexo ${regra.sexo === 'F' ? 'feminino' : 'masculino'}.`);
  if (regra.condicao === 'gestante' && !paciente.gestante) problema('condicao', `A ${nomeDose} é indicada só para gestantes.`);

  const anterior = periodica ? null : anteriorDe(vacina, vacina.doses.indexOf(regra));
  const dataAnterior = anterior ? dadas.get(chave(anterior)) : undefined;
  if (anterior && !dataAnterior)
    problema(
      'fora_de_ordem',
      `A ${nomeDose} exige a ${DOSE_NOME[anterior.dose]} de ${nomeDaVacina(cal, anterior.sigla)}, que não consta no histórico.`,
    );

  const minima = somarPeriodo(paciente.nascimento, regra.idadeMinima);
  if (nova.data < minima)
    problema(
      'dose_antecipada',
      `A ${nomeDose} é antecipada: a idade mínima é ${periodoPorExtenso(regra.idadeMinima)} (a partir de ${dataBr(minima)}).`,
    );
  if (regra.idadeMaxima && nova.data > somarPeriodo(paciente.nascimento, regra.idadeMaxima))
    problema('fora_da_faixa', `A ${nomeDose} está fora da faixa etária: a idade máxima é ${periodoPorExtenso(regra.idadeMaxima)}.`);
  if (regra.somenteSeAnteriorAntesDe && dataAnterior && dataAnterior >= somarPeriodo(paciente.nascimento, regra.somenteSeAnteriorAntesDe))
    problema(
      'condicao',
      `A ${nomeDose} só é indicada quando a dose anterior foi aplicada antes de ${periodoPorExtenso(regra.somenteSeAnteriorAntesDe)}.`,
    );

  // minimum interval from the previous dose of the scheme, or for a periodic dose from the last one
  const intervaloMinimo = periodica ? (regra.intervaloMinimo ?? regra.repetirACada) : regra.intervaloMinimo;
  const desde = periodica
    ? ultimaDe(
        historico.filter((h) => h.data !== nova.data),
        regra.contam ?? [vacina.sigla],
        nova.data,
      )
    : dataAnterior;
  if (intervaloMinimo && desde && nova.data < somarPeriodo(desde, intervaloMinimo))
    problema(
      'dose_antecipada',
      `A ${nomeDose} é antecipada: o intervalo mínimo desde a dose de ${dataBr(desde)} é de ${periodoPorExtenso(intervaloMinimo)} (a partir de ${dataBr(somarPeriodo(desde, intervaloMinimo))}).`,
    );
  return resultado();
}

const nomeDaVacina = (cal: Calendario, sigla: string) => cal.vacinas.find((v) => v.sigla === sigla)?.nome ?? sigla;
