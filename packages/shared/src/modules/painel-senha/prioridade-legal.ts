import { idadeEmAnosMesesDias } from '../../idade.js';

/**
 * The legal priorities of care checked against the patient (issue 16 item 6). Lei 10.048/2000 (pregnant and
 * breastfeeding women, people with a small child, people with disabilities, 60+), Lei 10.741/2003 with Lei
 * 13.466/2017 (80+ ahead of the other elderly) and Lei 12.764/2012 (autism spectrum). Only what the record can
 * tell is checked: sex and age. Disability, autism and a small child in arms are seen at the desk, not in the
 * record, so they are never refused.
 *
 * The registry (painel-senha/prioridade) has names the municipality may adjust and no fixed code, so the kind
 * of a priority is recognised from its name ("Gestante", "Idoso 60+", "Pessoa idosa com 80 anos ou mais"…).
 */
export type CodigoPrioridadeLegal = 'GESTANTE' | 'LACTANTE' | 'CRIANCA_DE_COLO' | 'IDOSO_60' | 'IDOSO_80' | 'PCD' | 'TEA';

/** LEDI Sexo: feminino. */
const FEMININO = 1;
const NOMES_SEXO: Record<number, string> = { 0: 'Masculino', 1: 'Feminino', 4: 'Ignorado', 5: 'Indeterminado' };

/** Childbearing age as the e-SUS APS accepts a pregnancy (10 to 60 years). */
export const IDADE_GESTANTE = { min: 10, max: 60 } as const;
export const IDADE_IDOSO = 60;
export const IDADE_IDOSO_80 = 80;

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The kind of a priority by its registry name; null for a priority the law does not name (or "Sem prioridade"). */
export function codigoPrioridadeLegal(nome: string | null | undefined): CodigoPrioridadeLegal | null {
  const n = semAcento(nome ?? '');
  if (/gestante|gravida/.test(n)) return 'GESTANTE';
  // "Lactante ou com criança de colo" also covers a father carrying a baby: nothing to check
  if (/colo/.test(n)) return 'CRIANCA_DE_COLO';
  if (/lactante/.test(n)) return 'LACTANTE';
  if (/idos|anos/.test(n) && /\b80\b/.test(n)) return 'IDOSO_80';
  if (/idos|anos/.test(n) && /\b60\b/.test(n)) return 'IDOSO_60';
  if (/deficien|\bpcd\b/.test(n)) return 'PCD';
  if (/autis|\btea\b/.test(n)) return 'TEA';
  return null;
}

export interface PacienteDaPrioridade {
  sexoId: number | null | undefined;
  dataNascimento: string | null | undefined;
  /** An unknown patient's estimated age, used when there is no birth date. */
  idadeEstimada?: number | null;
}

const anos = (n: number) => `${n} ${n === 1 ? 'ano' : 'anos'}`;

/** Age in whole years on `hoje` ('YYYY-MM-DD'): from the birth date, else the estimate; null when unknown. */
function idadeDe(p: PacienteDaPrioridade, hoje: string): number | null {
  if (p.dataNascimento) return idadeEmAnosMesesDias(p.dataNascimento, hoje)?.anos ?? null;
  return p.idadeEstimada ?? null;
}

/**
 * Why this patient cannot have this priority, or null when they can (or when the record cannot tell: no
 * age known). `prioridade.nome` is the registry's name, quoted in the message as the user sees it.
 */
export function prioridadeLegalProblema(prioridade: { nome: string }, paciente: PacienteDaPrioridade, hoje: string): string | null {
  const codigo = codigoPrioridadeLegal(prioridade.nome);
  const rotulo = `A prioridade "${prioridade.nome}"`;
  const idade = idadeDe(paciente, hoje);
  const tem = idade === null ? '' : ` (o paciente tem ${anos(idade)})`;
  const feminino = () => {
    if (paciente.sexoId === FEMININO) return null;
    const sexo = paciente.sexoId == null ? 'sexo não informado no cadastro' : `no cadastro: ${NOMES_SEXO[paciente.sexoId] ?? 'outro'}`;
    return `${rotulo} exige paciente do sexo feminino (${sexo}).`;
  };
  switch (codigo) {
    case 'GESTANTE': {
      const sexo = feminino();
      if (sexo) return sexo;
      if (idade !== null && (idade < IDADE_GESTANTE.min || idade > IDADE_GESTANTE.max))
        return `${rotulo} exige paciente com idade entre ${IDADE_GESTANTE.min} e ${IDADE_GESTANTE.max} anos${tem}.`;
      return null;
    }
    case 'LACTANTE':
      return feminino();
    case 'IDOSO_60':
    case 'IDOSO_80': {
      const minimo = codigo === 'IDOSO_80' ? IDADE_IDOSO_80 : IDADE_IDOSO;
      return idade !== null && idade < minimo ? `${rotulo} exige paciente com ${minimo} anos ou mais${tem}.` : null;
    }
    default:
      return null;
  }
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The one order of the priorities wherever a person picks one (the kiosk and the reception): the heaviest
 * first (80+ before the other legal ones), then by name, then by id.
 */
export function compararPrioridades(a: { id: number; nome: string; peso: number }, b: { id: number; nome: string; peso: number }): number {
  return b.peso - a.peso || collator.compare(a.nome, b.nome) || a.id - b.id;
}
